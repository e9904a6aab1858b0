// @vitest-environment node
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../../src/sfx/cli/atomicWrite.ts';
import { filesIn, makeTempDir, removeTempDirs } from './runCli.ts';

afterEach(removeTempDirs);

describe('writeFileAtomic', () => {
  it('writes the file and leaves no temp file behind', async () => {
    const dir = await makeTempDir();
    await writeFileAtomic(join(dir, 'a.mp3'), new Uint8Array([1, 2, 3]));
    expect(await filesIn(dir)).toEqual(['a.mp3']);
    expect([...(await readFile(join(dir, 'a.mp3')))]).toEqual([1, 2, 3]);
  });

  it('replaces an existing file whole', async () => {
    const dir = await makeTempDir();
    await writeFile(join(dir, 'a.mp3'), 'old and longer than the new bytes');
    await writeFileAtomic(join(dir, 'a.mp3'), new Uint8Array([9]));
    expect([...(await readFile(join(dir, 'a.mp3')))]).toEqual([9]);
    expect(await filesIn(dir)).toEqual(['a.mp3']);
  });

  it('removes its temp file when the final rename fails', async () => {
    const dir = await makeTempDir();
    // A non-empty folder cannot be replaced by a file, so the rename is what fails here.
    await mkdir(join(dir, 'a.mp3'));
    await writeFile(join(dir, 'a.mp3/keep.txt'), 'keep');
    await expect(writeFileAtomic(join(dir, 'a.mp3'), new Uint8Array([1]))).rejects.toThrow();
    expect(await filesIn(dir)).toEqual(['a.mp3/keep.txt']);
  });
});
