import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type Storage } from './storage.ts';

/**
 * Files in a local folder. Each write goes to a temporary file in a `.tmp` folder on
 * the same file system, is flushed to disk, and is then renamed into place: rename is
 * atomic, so a reader sees the old file, the new one, or none, never a part.
 */
export function createLocalStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function put(key: string, data: Buffer | Readable) {
    const target = pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    const out = createWriteStream(tmp, { flags: 'wx' });
    try {
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      await pipeline(source, out);
      const handle = await fs.open(tmp, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
      const { size } = await fs.stat(target);
      return { size };
    } catch (err) {
      // The stream opens its file asynchronously: when the source fails at once (an empty
      // or refused upload), the file can be created after the failure. Wait for it to close
      // before removing it, or the temporary file outlives the removal.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async function get(key: string) {
    try {
      return await fs.readFile(pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async function exists(key: string) {
    try {
      await fs.access(pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async function open(key: string) {
    if (!(await exists(key))) return null;
    return createReadStream(pathOf(key));
  }

  async function remove(key: string) {
    await fs.rm(pathOf(key), { force: true });
  }

  async function check() {
    const key = `.health/${randomUUID()}`;
    await put(key, Buffer.from('ok'));
    const back = await get(key);
    await remove(key);
    if (back?.toString() !== 'ok') throw new Error('storage read-back mismatch');
  }

  return { driver: 'local', put, get, open, exists, delete: remove, check, close: async () => {} };
}
