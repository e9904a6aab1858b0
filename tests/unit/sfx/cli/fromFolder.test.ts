// @vitest-environment node
/**
 * `pick --from` reads regular files inside the --from folder only, each up to the catalogue's size: a symbolic
 * link to /dev/zero or out of the folder, a FIFO and an oversized file are refused before anything is read,
 * and the run finishes at once. Through the real program (bin/react-sfx.mjs), its memory watched, so a
 * regression is a failed test rather than a machine out of memory.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { soundBytes } from '../../../../src/sfx/cli/soundSha256.ts';
import { CDN_DIR } from './cdnServer.ts';
import { type ChildResult, runChildCli } from './childCli.ts';
import { srcOf } from './pickFixtures.ts';
import { filesIn, makeTempDir, removeTempDirs } from './runCli.ts';

afterEach(removeTempDirs);

const PRELOAD = join(import.meta.dirname, 'stallReads.mjs');

/** A --from package folder (`<cwd>/pkg/v1`) holding the given catalogue sounds as real copies. */
async function packageWith(cwd: string, names: readonly Parameters<typeof srcOf>[0][]): Promise<string> {
  const v1 = join(cwd, 'pkg/v1');
  for (const category of ['ui', 'game']) await mkdir(join(v1, category), { recursive: true });
  for (const name of names) await copyFile(join(CDN_DIR, srcOf(name)), join(v1, srcOf(name)));
  return v1;
}

const pickFrom = (cwd: string, names: readonly string[], extra: Partial<Parameters<typeof runChildCli>[1]> = {}): Promise<ChildResult> =>
  runChildCli(['pick', ...names, '--from', 'pkg', '--output', 'out'], { cwd, maxMb: 300, timeoutMs: 20_000, ...extra });

describe('react-sfx pick --from refuses what is not a regular file inside the folder', () => {
  it('refuses a symlink to /dev/zero, a FIFO, a symlink leading outside and an oversized file; installs the rest, promptly', async () => {
    const cwd = await makeTempDir();
    const v1 = await packageWith(cwd, ['ui/copy']);
    await mkdir(join(v1, 'shared'));
    await copyFile(join(CDN_DIR, srcOf('ui/buzz')), join(v1, 'shared/buzz.mp3'));
    await symlink('../shared/buzz.mp3', join(v1, srcOf('ui/buzz'))); // inside the folder: fine
    await symlink('/dev/zero', join(v1, srcOf('ui/send')));
    execFileSync('mkfifo', [join(v1, srcOf('game/coin'))]);
    await mkdir(join(cwd, 'elsewhere'));
    await copyFile(join(CDN_DIR, srcOf('ui/blocked')), join(cwd, 'elsewhere/blocked.mp3'));
    await symlink(join(cwd, 'elsewhere/blocked.mp3'), join(v1, srcOf('ui/blocked'))); // the right bytes, but outside
    await writeFile(join(v1, srcOf('game/hit')), Buffer.alloc(soundBytes['game/hit'] + 1));

    const result = await pickFrom(cwd, ['ui/copy', 'ui/buzz', 'ui/send', 'game/coin', 'ui/blocked', 'game/hit']);

    expect(result.killed).toBeUndefined();
    expect(result.code).toBe(1);
    const refused = (name: Parameters<typeof srcOf>[0], why: string) => `✗ ${name}: refused ${join(v1, srcOf(name))}: it ${why}\n`;
    expect(result.stderr).toContain(refused('ui/send', 'is a symbolic link leading out of the --from folder (to /dev/zero)'));
    expect(result.stderr).toContain(refused('game/coin', 'is a FIFO (named pipe), not a regular file'));
    expect(result.stderr).toContain(refused('ui/blocked', `is a symbolic link leading out of the --from folder (to ${join(cwd, 'elsewhere/blocked.mp3')})`));
    expect(result.stderr).toContain(refused('game/hit', `is ${soundBytes['game/hit'] + 1} bytes, more than the ${soundBytes['game/hit']} expected`));
    expect(result.stdout).toMatch(/^2 downloaded \(.*\), 0 skipped, 4 failed$/m);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/buzz.mp3', 'ui/copy.mp3']);
    expect(result.peakMb).toBeLessThanOrEqual(300);
    if (process.env.REPORT_FIGURES) console.info(`--from with /dev/zero, a FIFO, links out and an oversized file: ${result.ms} ms, peak ${result.peakMb} MB`);
  }, 30_000);

  it('gives up on a FIFO at once, even as the only file', async () => {
    const cwd = await makeTempDir();
    const v1 = await packageWith(cwd, []);
    execFileSync('mkfifo', [join(v1, srcOf('ui/copy'))]);

    const result = await pickFrom(cwd, ['ui/copy']);

    expect(result.killed).toBeUndefined();
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toBe(`react-sfx: ui/copy: refused ${join(v1, srcOf('ui/copy'))}: it is a FIFO (named pipe), not a regular file`);
    expect(await readdir(cwd)).toEqual(['pkg']); // no output folder left behind
    if (process.env.REPORT_FIGURES) console.info(`--from a FIFO: ${result.ms} ms from spawn to exit`);
  }, 30_000);

  it('stops a --from read that never returns (a hung mount) at SIGINT: exit 130, nothing left behind', async () => {
    const cwd = await makeTempDir();
    await packageWith(cwd, ['ui/copy', 'ui/send']);
    let sentAt = 0;

    const result = await pickFrom(cwd, ['ui/copy', 'ui/send'], {
      nodeArgs: ['--import', PRELOAD],
      env: { REACT_SFX_TEST_STALL: 'ui/send.' },
      onOutput: ({ stderr }, kill) => {
        if (sentAt === 0 && stderr.includes('stalled open')) {
          sentAt = Date.now();
          kill('SIGINT');
        }
      },
    });

    const stoppedInMs = Date.now() - sentAt;
    expect(sentAt).toBeGreaterThan(0);
    expect(result.killed).toBeUndefined();
    expect(result.code).toBe(130);
    expect(stoppedInMs).toBeLessThan(3_000);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toMatch(/^react-sfx: interrupted: \d sounds? not downloaded/);
    // ui/copy may have been installed before the signal; nothing else (no temp file) may be there.
    expect((await filesIn(join(cwd, 'out'))).filter((file) => file !== 'ui/copy.mp3')).toEqual([]);
    if (process.env.REPORT_FIGURES) console.info(`SIGINT during a stalled --from read: exit ${result.code}, ${stoppedInMs} ms after the signal`);
  }, 30_000);
});
