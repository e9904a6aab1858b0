// @vitest-environment node
/**
 * `react-sfx pick` against a CDN that misbehaves the way real ones do: a connection reset, a 500 that
 * passes on the next try, a request that never answers, a CDN that stalls altogether; and the process
 * stopped with SIGINT or SIGTERM mid-run. Nothing may stay behind: no temp files, no empty folders.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LibrarySoundName, soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import type { CdnServer } from './cdnServer.ts';
import { closedPort } from './cdnServer.ts';
import { holdsSound, srcOf } from './pickFixtures.ts';
import { cdnServerForThisFile, filesIn, makeTempDir, runCli } from './runCli.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const ALL = Object.keys(soundCatalogue) as LibrarySoundName[];

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

const requestsOf = (name: LibrarySoundName) => cdn.requested.filter((src) => src === srcOf(name)).length;
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('react-sfx pick on a flaky CDN', () => {
  it('rides out one reset, one 500 and one stall: all 72 installed, each of those three fetched twice', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/copy'), 'resetOnce');
    cdn.faults.set(srcOf('game/coin'), 'serverErrorOnce');
    cdn.faults.set(srcOf('arcade/jump'), 'hangOnce');

    const started = Date.now();
    const { code, stdout, stderr } = await runCli(['pick', '--all', '--output', 'out', '--cdn', cdn.base], { cwd, requestTimeoutMs: 500 });

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^72 downloaded \(.*\), 0 skipped, 0 failed$/m);
    expect(await filesIn(join(cwd, 'out'))).toHaveLength(72);
    for (const name of ['ui/copy', 'game/coin', 'arcade/jump'] as const) {
      expect(requestsOf(name), name).toBe(2);
      expect(await holdsSound(join(cwd, 'out'), name)).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(90_000);
  });

  it('fails only the file whose connection keeps being reset, after three tries, and says why (not "cannot reach")', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/send'), 'reset');

    const { code, stdout, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', 'game/coin', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(1);
    expect(requestsOf('ui/send')).toBe(3);
    expect(lastLine(stderr)).toMatch(/^react-sfx: ui\/send: request to http:\/\/127\.0\.0\.1:\d+\/cdn\/v1\/ui\/send\.[0-9a-f]{7}\.mp3 failed: connection (reset|closed by the server)$/);
    expect(stderr).not.toContain('cannot reach');
    expect(stdout).toMatch(/^2 downloaded \(.*\), 0 skipped, 1 failed$/m);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['game/coin.mp3', 'ui/copy.mp3']);
  });

  it('does not retry what another try cannot fix: a 404 is asked for once', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/send'), 'notFound');

    const { code } = await runCli(['pick', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(1);
    expect(requestsOf('ui/send')).toBe(1);
  });

  it('ends at the overall deadline against a CDN that stalls, with a summary, and leaves no empty folder', async () => {
    const cwd = await makeTempDir();
    for (const name of ALL) cdn.faults.set(srcOf(name), 'hang');

    const started = Date.now();
    const { code, stdout, stderr } = await runCli(['pick', '--all', '--output', 'fresh/sounds', '--cdn', cdn.base], {
      cwd,
      requestTimeoutMs: 300,
      deadlineMs: 1500,
    });

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(code).toBe(1);
    expect(lastLine(stderr)).toMatch(/^react-sfx: gave up after 1\.5 s: 72 sounds not downloaded \(first: [a-z]+\/[a-z_]+: timed out after 0\.3 s fetching http:\/\/127\.0\.0\.1:\d+\/cdn\/v1\/.+\)$/);
    expect(stdout).toMatch(/^0 downloaded \(0 B\), 0 skipped, \d+ failed, \d+ not attempted$/m);
    expect(existsSync(join(cwd, 'fresh'))).toBe(false);
  });
});

describe('react-sfx pick leaves nothing behind', () => {
  it('removes temp files an earlier, killed run left in the output folder', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out/ui'), { recursive: true });
    await writeFile(join(cwd, 'out/ui/.copy.mp3.0123abcd.tmp'), 'half a file');
    await writeFile(join(cwd, 'out/.send.mp3.89abcdef.tmp'), 'half a file');
    await writeFile(join(cwd, 'out/ui/notes.tmp'), 'not ours');

    const { code } = await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(0);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3', 'ui/notes.tmp']);
  });

  it('takes away the folders it made when a run writes nothing (a refused connection, a 404)', async () => {
    const cwd = await makeTempDir();
    const dead = `http://127.0.0.1:${await closedPort()}/cdn/v1`;
    expect((await runCli(['pick', 'ui/copy', '--output', 'new/deep/sounds', '--cdn', dead], { cwd })).code).toBe(1);
    cdn.faults.set(srcOf('ui/copy'), 'notFound');
    expect((await runCli(['pick', 'ui/copy', '--output', 'other', '--cdn', cdn.base], { cwd })).code).toBe(1);

    expect(await readdir(cwd)).toEqual([]);
  });

  it('keeps a folder that was there before, even when the run writes nothing into it', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'public/sounds'), { recursive: true });
    cdn.faults.set(srcOf('ui/copy'), 'notFound');

    await runCli(['pick', 'ui/copy', '--output', 'public/sounds', '--cdn', cdn.base], { cwd });

    expect(existsSync(join(cwd, 'public/sounds'))).toBe(true);
  });

  /** The real program, stopped with `signal` once `afterMs` have passed since its first finished file. */
  async function stopMidRun(signal: 'SIGINT' | 'SIGTERM', afterMs: number): Promise<{ code: number | null; cwd: string; stoppedInMs: number }> {
    const cwd = await makeTempDir();
    for (const name of ALL) cdn.faults.set(srcOf(name), 'slow');
    const child = spawn(process.execPath, [join(ROOT, 'bin/react-sfx.mjs'), 'pick', '--all', '--output', 'out', '--cdn', cdn.base], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let sentAt = 0;
    child.stdout.once('data', () => {
      setTimeout(() => {
        sentAt = Date.now();
        child.kill(signal);
      }, afterMs);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    return { code, cwd, stoppedInMs: Date.now() - sentAt };
  }

  it.each([
    ['SIGTERM', 143, 0],
    ['SIGTERM', 143, 350],
    ['SIGINT', 130, 150],
    ['SIGINT', 130, 500],
  ] as const)('stopped with %s (exit %i, %i ms into the run): no temp file in the output folder, the finished files whole', async (signal, exitCode, afterMs) => {
    const { code, cwd, stoppedInMs } = await stopMidRun(signal, afterMs);

    expect(code).toBe(exitCode);
    expect(stoppedInMs).toBeLessThan(3_500);
    const files = await filesIn(join(cwd, 'out'));
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    for (const file of files) expect(await holdsSound(join(cwd, 'out'), file.replace(/\.mp3$/, '') as LibrarySoundName), file).toBe(true);
  }, 30_000);
});
