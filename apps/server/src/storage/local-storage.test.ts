import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

describe('local storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-files-'));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores, reads, lists as existing, and deletes a file', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.put('resumes/a/קורות.pdf'.replace('קורות', 'cv'), Buffer.from('%PDF-1.7'))).toEqual({
      size: 8,
    });
    expect((await storage.get('resumes/a/cv.pdf'))?.toString()).toBe('%PDF-1.7');
    expect(await storage.exists('resumes/a/cv.pdf')).toBe(true);
    await storage.delete('resumes/a/cv.pdf');
    expect(await storage.get('resumes/a/cv.pdf')).toBeNull();
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses keys that would leave the folder', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/abs', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });

  it('never shows a half-written file: a failing stream leaves the old content and no debris', async () => {
    const storage = createLocalStorage(root);
    await storage.put('doc.txt', Buffer.from('old'));
    let reads = 0;
    const failing = new Readable({
      read() {
        reads++;
        if (reads === 1) this.push(Buffer.alloc(64 * 1024, 'n'));
        else this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('doc.txt', failing)).rejects.toThrow('client went away');
    expect((await storage.get('doc.txt'))?.toString()).toBe('old');
    expect(await fs.readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('while a large write is in progress, the target does not exist yet', async () => {
    const storage = createLocalStorage(root);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let sent = 0;
    const slow = new Readable({
      async read() {
        if (sent === 1) await gate;
        if (sent === 2) return this.push(null);
        sent++;
        this.push(Buffer.alloc(1024 * 1024, 'x'));
      },
    });
    const writing = storage.put('big.bin', slow);
    await new Promise((r) => setTimeout(r, 50));
    expect(await storage.exists('big.bin')).toBe(false);
    release();
    expect(await writing).toEqual({ size: 2 * 1024 * 1024 });
    expect(await storage.exists('big.bin')).toBe(true);
  });
});
