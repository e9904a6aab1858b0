// @vitest-environment node
/**
 * `react-sfx pick` when the disk fills up, and when another run writes the same folder. A full disk is
 * simulated through the seam every new file goes through (CliIo.writeNewFile, the temp files): after a number
 * of files it answers ENOSPC, having created the file, as a real full disk does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewFileWriter } from '../../../../src/sfx/cli/atomicWrite.ts';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { CDN_DIR, type CdnServer } from './cdnServer.ts';
import { runChildCli } from './childCli.ts';
import { holdsSound } from './pickFixtures.ts';
import { cdnServerForThisFile, filesIn, makeTempDir, runCli } from './runCli.ts';

const MANIFEST = '.react-sfx-manifest.json';
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

/** A disk with room for `files` more new files: the next one is created, then its write fails with ENOSPC. */
function diskFullAfter(files: number): NewFileWriter & { attempts: string[] } {
  let left = files;
  const attempts: string[] = [];
  const write = async (path: string, bytes: Uint8Array): Promise<void> => {
    attempts.push(path);
    if (left <= 0) {
      await writeFile(path, '', { flag: 'wx' });
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', syscall: 'write' });
    }
    left -= 1;
    await writeFile(path, bytes, { flag: 'wx' });
  };
  return Object.assign(write, { attempts });
}

/** Every folder below `dir` (itself included) that holds nothing. */
async function emptyFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const folders = [dir, ...entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name))];
  const empty: string[] = [];
  for (const folder of folders) if ((await readdir(folder)).length === 0) empty.push(folder);
  return empty;
}

type Manifest = { files: Record<string, { file: string; sha256: string }> };
const manifestIn = async (dir: string): Promise<Manifest> => JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;

describe('react-sfx pick on a disk that fills up', () => {
  it('stops at the first ENOSPC with a summary and a clear last line, records the 5 sounds installed, leaves no empty folder', async () => {
    const cwd = await makeTempDir();
    const out = join(cwd, 'out');
    // The manifest's room is set aside first (1 file), then 5 sounds fit; arcade comes before game in the catalogue.
    const disk = diskFullAfter(1 + 5);
    const names = ['arcade/coin', 'arcade/coin_bling', 'arcade/jump', 'arcade/level_down', 'arcade/level_up', 'game/coin', 'game/hit', 'game/miss'];

    const { code, stdout, stderr } = await runCli(['pick', ...names, '--output', 'out', '--cdn', cdn.base], { cwd, writeNewFile: disk });

    expect(code).toBe(1);
    const summary = /^5 downloaded \(.*\), 0 skipped, (\d) failed(?:, (\d) not attempted)?$/m.exec(stdout);
    expect(summary).not.toBeNull();
    expect(Number(summary?.[1]) + Number(summary?.[2] ?? 0)).toBe(3);
    expect(lastLine(stderr)).toMatch(/^react-sfx: [a-z]+\/[a-z_]+: cannot write to out\/[a-z]+\/[a-z_]+\.mp3: no space left on device; stopped there: 3 sounds not installed$/);
    expect(stderr).not.toContain('unexpected error');
    const installed = await filesIn(out);
    expect(installed).toHaveLength(5);
    for (const file of installed) expect(await holdsSound(out, file.replace(/\.mp3$/, '') as 'ui/copy')).toBe(true);
    expect(Object.values((await manifestIn(out)).files).map(({ file }) => file).sort()).toEqual(installed);
    expect(await emptyFolders(out)).toEqual([]);
    expect((await readdir(out, { recursive: true })).filter((entry) => entry.endsWith('.tmp'))).toEqual([]);
    // Once the disk was full no new file was tried beyond those in flight.
    expect(disk.attempts.length).toBeLessThanOrEqual(1 + 5 + 4);
  });

  it('refuses at once, downloading nothing, when not even the manifest fits', async () => {
    const cwd = await makeTempDir();

    const result = await runCli(['pick', 'ui/copy', '--output', 'new/sounds', '--cdn', cdn.base], { cwd, writeNewFile: diskFullAfter(0) });

    expect(result).toEqual({ code: 1, stdout: '', stderr: 'react-sfx: cannot write to new/sounds: no space left on device, nothing downloaded\n' });
    expect(cdn.requested).toEqual([]);
    expect(await readdir(cwd)).toEqual([]);
  });
});

describe('react-sfx pick with another run writing the same folder', () => {
  it('writes a sound even when its category folder is taken away between mkdir and the write (another run cleaning up)', async () => {
    const cwd = await makeTempDir();
    let takenAway = '';
    const write: NewFileWriter = async (path, bytes) => {
      if (takenAway === '' && basename(dirname(path)) === 'ui') {
        takenAway = dirname(path);
        await rmdir(takenAway); // empty still: the other run's clean-up of folders it made
      }
      await writeFile(path, bytes, { flag: 'wx' });
    };

    const { code, stderr } = await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd, writeNewFile: write });

    expect(takenAway).toBe(join(cwd, 'out/ui'));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(await holdsSound(join(cwd, 'out'), 'ui/copy')).toBe(true);
  });

  it('leaves the temp files of a run still going, and removes those of a run that is gone', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out/ui'), { recursive: true });
    const live = spawn('sleep', ['30']);
    const gone: ChildProcess = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    try {
      await writeFile(join(cwd, `out/ui/.copy.mp3.${live.pid}-0123abcd.tmp`), 'being written');
      await writeFile(join(cwd, `out/ui/.send.mp3.${gone.pid}-89abcdef.tmp`), 'left by a killed run');

      const { code } = await runCli(['pick', 'ui/buzz', '--output', 'out', '--cdn', cdn.base], { cwd });

      expect(code).toBe(0);
      expect(await filesIn(join(cwd, 'out'))).toEqual([`ui/.copy.mp3.${live.pid}-0123abcd.tmp`, 'ui/buzz.mp3']);
    } finally {
      live.kill();
    }
  });

  it('keeps both runs\' files in the manifest when two picks of different categories finish at once (10 pairs)', async () => {
    for (let pair = 0; pair < 10; pair++) {
      const cwd = await makeTempDir();
      const results = await Promise.all(
        ['arcade', 'game'].map((category) => runCli(['pick', '--category', category, '--output', 'out', '--cdn', cdn.base], { cwd })),
      );
      expect(results.map(({ code }) => code)).toEqual([0, 0]);
      const recorded = Object.keys((await manifestIn(join(cwd, 'out'))).files);
      expect(recorded, `pair ${pair}`).toEqual((await filesIn(join(cwd, 'out'))).map((file) => file.replace(/\.mp3$/, '')));
      expect(recorded).toHaveLength(14);
      expect(existsSync(join(cwd, `out/${MANIFEST}.lock`))).toBe(false);
    }
  });

  it('both succeed when two real runs of pick --all fill one folder at once (4 pairs)', async () => {
    const cwd = await makeTempDir();
    const all = Object.keys(soundCatalogue);
    for (let pair = 0; pair < 4; pair++) {
      const output = `out${pair}`;
      const args = ['pick', '--all', '--from', join(CDN_DIR, '..'), '--output', output, '--quiet'];
      const results = await Promise.all([runChildCli(args, { cwd, timeoutMs: 30_000 }), runChildCli(args, { cwd, timeoutMs: 30_000 })]);
      for (const result of results) expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
      expect(await filesIn(join(cwd, output))).toHaveLength(all.length);
      expect(Object.keys((await manifestIn(join(cwd, output))).files)).toHaveLength(all.length);
    }
    expect(existsSync(join(cwd, 'out0'))).toBe(true);
  }, 120_000);
});
