import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage, MissingObjectError } from './index.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'draftdesk-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = localDiskStorage(dir);

  it('stores, reads back and removes bytes under a key', async () => {
    await storage.put('abc123', Buffer.from('hello'), 'text/plain');
    expect(await text(await storage.get('abc123'))).toBe('hello');
    await storage.remove('abc123');
    await expect(storage.get('abc123')).rejects.toBeInstanceOf(MissingObjectError);
  });

  it('keeps keys inside its folder', async () => {
    await storage.put('../escape', Buffer.from('x'), 'text/plain');
    expect(fs.existsSync(path.join(dir, 'escape'))).toBe(true);
    expect(fs.existsSync(path.join(path.dirname(dir), 'escape'))).toBe(false);
  });

  it('tells a missing object from a store that fails', async () => {
    await expect(storage.get('never-stored')).rejects.toBeInstanceOf(MissingObjectError);
    // A folder where the file should be: not a missing object, an error of the store.
    fs.mkdirSync(path.join(dir, 'a-folder'));
    const broken = localDiskStorage(path.join(dir, 'a-folder', 'x'));
    fs.rmSync(path.join(dir, 'a-folder'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'a-folder'), 'not a folder');
    await expect(broken.get('key')).rejects.not.toBeInstanceOf(MissingObjectError);
  });
});
