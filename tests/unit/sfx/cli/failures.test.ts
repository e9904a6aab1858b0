// @vitest-environment node
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CdnServer } from './cdnServer.ts';
import { closedPort } from './cdnServer.ts';
import { cdnBytes, holdsSound, srcOf } from './pickFixtures.ts';
import { filesIn, makeTempDir, runCli, cdnServerForThisFile } from './runCli.ts';

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

/** A folder where an earlier pick already downloaded ui/copy, to check later failures leave it alone. */
async function withEarlierDownload(): Promise<string> {
  const cwd = await makeTempDir();
  const { code } = await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
  expect(code).toBe(0);
  return cwd;
}

async function pickInto(cwd: string, names: readonly string[], requestTimeoutMs?: number) {
  return runCli(['pick', ...names, '--output', 'out', '--cdn', cdn.base], { cwd, requestTimeoutMs });
}

describe('react-sfx pick when downloads fail', () => {
  it.each([
    ['notFound', (url: string) => `HTTP 404 for ${url}`],
    ['serverError', (url: string) => `HTTP 500 for ${url}`],
  ] as const)('reports %s as an HTTP error, exits 1 and keeps earlier files', async (fault, reason) => {
    const cwd = await withEarlierDownload();
    cdn.faults.set(srcOf('ui/send'), fault);
    const { code, stdout, stderr } = await pickInto(cwd, ['ui/copy', 'ui/send', 'game/coin']);
    const url = `${cdn.base}/${srcOf('ui/send')}`;
    expect(code).toBe(1);
    expect(stderr).toContain(`] ✗ ui/send: ${reason(url)}\n`);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(`react-sfx: ui/send: ${reason(url)}`);
    expect(stdout).toMatch(/^1 downloaded \(.*\), 1 skipped, 1 failed$/m);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['game/coin.mp3', 'ui/copy.mp3']);
    expect(await holdsSound(join(cwd, 'out'), 'ui/copy')).toBe(true);
  });

  it('refuses bytes that do not match the catalogue hash and keeps the file it had', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out/ui'), { recursive: true });
    await writeFile(join(cwd, 'out/ui/copy.mp3'), 'an older recording');
    cdn.faults.set(srcOf('ui/copy'), 'wrongBytes');
    const { code, stderr } = await pickInto(cwd, ['ui/copy']);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toMatch(/^react-sfx: ui\/copy: hash mismatch for http:\/\/127\.0\.0\.1:\d+\/cdn\/v1\/ui\/copy\.[0-9a-f]{7}\.mp3 \(expected [0-9a-f]{7}, got [0-9a-f]{7}\)$/);
    expect(await readFile(join(cwd, 'out/ui/copy.mp3'), 'utf8')).toBe('an older recording');
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3']);
  });

  it.each(['hang', 'hangMidBody'] as const)('gives up on a request that hangs (%s) after the time-out', async (fault) => {
    const cwd = await withEarlierDownload();
    cdn.faults.set(srcOf('ui/send'), fault);
    const { code, stderr } = await pickInto(cwd, ['ui/copy', 'ui/send'], 300);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(`react-sfx: ui/send: timed out after 0.3 s fetching ${cdn.base}/${srcOf('ui/send')}`);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3']);
  });

  it('stops after the first attempt when the CDN refuses connections', async () => {
    const cwd = await withEarlierDownload();
    const dead = `http://127.0.0.1:${await closedPort()}/cdn/v1`;
    const { code, stdout, stderr } = await runCli(['pick', '--all', '--output', 'out', '--cdn', dead], { cwd });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(`react-sfx: cannot reach ${new URL(dead).origin}: connection refused`);
    expect(stdout).toMatch(/^\d downloaded \(0 B\), [01] skipped, \d failed, \d+ not attempted$/m);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3']);
    expect(await holdsSound(join(cwd, 'out'), 'ui/copy')).toBe(true);
  });
});

describe('react-sfx pick with an unusable output folder', () => {
  it('refuses an output path that is a file, leaving it untouched', async () => {
    const cwd = await makeTempDir();
    await writeFile(join(cwd, 'out'), 'not a folder');
    const { code, stdout, stderr } = await pickInto(cwd, ['ui/copy']);
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: 'react-sfx: cannot write to out: not a directory\n' });
    expect(await readFile(join(cwd, 'out'), 'utf8')).toBe('not a folder');
  });

  it('refuses an output folder that cannot be created', async () => {
    const cwd = await makeTempDir();
    await writeFile(join(cwd, 'file'), 'x');
    const { code, stderr } = await runCli(['pick', 'ui/copy', '--output', 'file/sounds', '--cdn', cdn.base], { cwd });
    expect(code).toBe(1);
    expect(stderr).toBe('react-sfx: cannot write to file/sounds: not a directory\n');
  });

  it('reports a category folder blocked by a file, and still downloads the rest', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out'));
    await writeFile(join(cwd, 'out/ui'), 'in the way');
    const { code, stderr } = await pickInto(cwd, ['ui/copy', 'game/coin']);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toMatch(/^react-sfx: ui\/copy: cannot write to out\/ui\/copy\.mp3: /);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['game/coin.mp3', 'ui']);
    expect(await readFile(join(cwd, 'out/game/coin.mp3'))).toEqual(await cdnBytes('game/coin'));
  });

  it('reports a folder where a sound file belongs, leaving it alone', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out/ui/copy.mp3'), { recursive: true });
    await writeFile(join(cwd, 'out/ui/copy.mp3/keep.txt'), 'keep');
    const { code, stderr } = await pickInto(cwd, ['ui/copy']);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe('react-sfx: ui/copy: cannot read out/ui/copy.mp3: it is a directory, not a regular file');
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3/keep.txt']);
  });

  // Permission bits do not stop root (CI runs as root), but nobody can create folders under /proc, and
  // Node's recursive mkdir used to spin there forever: this must end at once with a clear error.
  it('refuses a folder that cannot be created, without hanging', async () => {
    const cwd = await makeTempDir();
    const { code, stderr } = await runCli(['pick', 'ui/copy', '--output', '/proc/react-sfx-test/sounds', '--cdn', cdn.base], { cwd });
    expect(code).toBe(1);
    expect(stderr).toBe('react-sfx: cannot write to /proc/react-sfx-test/sounds: no such file or directory\n');
  });
});
