import fs from 'node:fs/promises';
import path from 'node:path';

/** Writes files a test made into `dir` under the names a user's files would have; answers their paths, in order. */
export async function saveFiles(dir: string, files: { name: string; content: Buffer }[]): Promise<string[]> {
  return Promise.all(
    files.map(async ({ name, content }) => {
      const file = path.join(dir, name);
      await fs.writeFile(file, content);
      return file;
    }),
  );
}
