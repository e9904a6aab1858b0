// @vitest-environment node
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { CDN_DIR, type CdnServer } from './cdnServer.ts';
import { cdnBytes, holdsSound, mp3Paths, namesIn, srcOf } from './pickFixtures.ts';
import { filesIn, makeTempDir, runCli, cdnServerForThisFile } from './runCli.ts';

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

describe('react-sfx pick', () => {
  it('downloads named sounds into <output>/<category>/<name>.mp3 with the CDN bytes', async () => {
    const cwd = await makeTempDir();
    const result = await runCli(['pick', 'ui/copy', 'game/coin', '--output', 'out', '--cdn', cdn.base], { cwd });
    expect(result.code).toBe(0);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['game/coin.mp3', 'ui/copy.mp3']);
    expect(await readFile(join(cwd, 'out/ui/copy.mp3'))).toEqual(await cdnBytes('ui/copy'));
    expect(await holdsSound(join(cwd, 'out'), 'game/coin')).toBe(true);
    expect(cdn.requested.sort()).toEqual([srcOf('game/coin'), srcOf('ui/copy')].sort());
  });

  it('reports a line per file with [n/total], a summary and how to use the files, without ANSI codes when piped', async () => {
    const cwd = await makeTempDir();
    const { stdout, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', '--output=out', `--cdn=${cdn.base}`], { cwd });
    const size = (await cdnBytes('ui/copy')).length;
    expect(stdout).toMatch(new RegExp(`^\\[[12]/2\\] ✓ ui/copy \\(${(size / 1024).toFixed(1)} KB\\)$`, 'm'));
    expect(stdout).toMatch(/^\[[12]\/2\] ✓ ui\/send \(\d+\.\d KB\)$/m);
    expect(stdout).toMatch(/^2 downloaded \(\d+\.\d KB\), 0 skipped, 0 failed$/m);
    expect(stdout).toContain('serve out at /sounds with the content type audio/mpeg');
    expect(stdout).not.toContain('\x1b');
    expect(stderr).toBe('');
  });

  it('redraws a status line in place on a terminal', async () => {
    const cwd = await makeTempDir();
    const { stdout } = await runCli(['pick', 'ui/copy', 'ui/send', '--cdn', cdn.base], { cwd, isTTY: true });
    expect(stdout).toContain('[0/2] downloading…\r\x1b[K');
    expect(stdout).toContain('\r\x1b[K[2/2] ✓ ');
  });

  it('writes to ./public/sounds under the working folder by default', async () => {
    const cwd = await makeTempDir();
    const { code } = await runCli(['pick', 'ui/copy', '--cdn', cdn.base], { cwd });
    expect(code).toBe(0);
    expect(await filesIn(join(cwd, 'public/sounds'))).toEqual(['ui/copy.mp3']);
  });

  it('selects whole categories, repeated or comma-separated', async () => {
    const cwd = await makeTempDir();
    const args = ['pick', '--category', 'game', '--category', 'misc,system', '--output', 'out', '--cdn', cdn.base];
    const { code, stdout } = await runCli(args, { cwd });
    const expected = [...namesIn('game'), ...namesIn('misc'), ...namesIn('system')];
    expect(code).toBe(0);
    expect(await filesIn(join(cwd, 'out'))).toEqual(mp3Paths(expected));
    for (const name of expected) expect(await holdsSound(join(cwd, 'out'), name)).toBe(true);
    expect(stdout).toContain(`${expected.length} downloaded`);
  });

  it('downloads the whole catalogue with --all, each file once', async () => {
    const cwd = await makeTempDir();
    const { code, stdout } = await runCli(['pick', '--all', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    const all = Object.keys(soundCatalogue);
    expect(code).toBe(0);
    expect(await filesIn(join(cwd, 'out'))).toEqual(mp3Paths(all));
    expect(cdn.requested).toHaveLength(all.length);
    expect(stdout).toMatch(new RegExp(`^${all.length} downloaded \\(\\d+\\.\\d (KB|MB)\\), 0 skipped, 0 failed$`, 'm'));
  });

  it('skips files already present with the right hash, without a request', async () => {
    const cwd = await makeTempDir();
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    const before = await stat(join(cwd, 'out/ui/copy.mp3'));
    cdn.requested.length = 0;
    const { code, stdout } = await runCli(['pick', 'ui/copy', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd });
    expect(code).toBe(0);
    expect(cdn.requested).toEqual([srcOf('ui/send')]);
    expect(stdout).toMatch(/^\[[12]\/2\] - ui\/copy \(already present\)$/m);
    expect(stdout).toMatch(/^1 downloaded \(\d+\.\d KB\), 1 skipped, 0 failed$/m);
    expect((await stat(join(cwd, 'out/ui/copy.mp3'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('replaces a present file whose bytes do not match the catalogue', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'out/ui'), { recursive: true });
    await writeFile(join(cwd, 'out/ui/copy.mp3'), 'an older recording');
    const { code } = await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    expect(code).toBe(0);
    expect(await holdsSound(join(cwd, 'out'), 'ui/copy')).toBe(true);
  });

  it('takes the CDN from REACT_SFX_CDN, and --cdn over it', async () => {
    const cwd = await makeTempDir();
    const env = { REACT_SFX_CDN: `${cdn.base}/` };
    const fromEnv = await runCli(['pick', 'ui/copy', '--output', 'out'], { cwd, env });
    expect(fromEnv.code).toBe(0);
    expect(await holdsSound(join(cwd, 'out'), 'ui/copy')).toBe(true);

    const badEnv = { REACT_SFX_CDN: 'http://127.0.0.1:1/nothing-here' };
    const flagWins = await runCli(['pick', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd, env: badEnv });
    expect(flagWins.code).toBe(0);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3', 'ui/send.mp3']);
  });
});

describe('react-sfx pick in build pipelines', () => {
  it('prints one JSON document with --json: what was downloaded, skipped and failed, and no progress', async () => {
    const cwd = await makeTempDir();
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    cdn.faults.set(srcOf('game/coin'), 'notFound');

    const { code, stdout, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', 'game/coin', '--json', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      output: 'out',
      cdn: cdn.base,
      ok: false,
      downloaded: [{ name: 'ui/send', bytes: (await cdnBytes('ui/send')).length }],
      skipped: ['ui/copy'],
      failed: [{ name: 'game/coin', reason: `HTTP 404 for ${cdn.base}/${srcOf('game/coin')}` }],
      notAttempted: [],
    });
  });

  it('prints only failures with --quiet', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('game/coin'), 'notFound');

    const ok = await runCli(['pick', 'ui/copy', '-q', '--output', 'out', '--cdn', cdn.base], { cwd });
    const failed = await runCli(['pick', 'game/coin', '--quiet', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(ok).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(failed).toEqual({ code: 1, stdout: '', stderr: `react-sfx: game/coin: HTTP 404 for ${cdn.base}/${srcOf('game/coin')}\n` });
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/copy.mp3']);
  });

  it('refuses --json with --quiet', async () => {
    const { code, stderr } = await runCli(['pick', 'ui/copy', '--json', '--quiet'], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stderr).toBe('react-sfx: --json and --quiet cannot be used together (--json prints no progress)\n');
  });
});

describe('react-sfx pick --from an installed react-sfx-sounds package', () => {
  const PACKAGE_DIR = join(CDN_DIR, '..'); // holds v1/, as node_modules/react-sfx-sounds does

  it.each([
    ['the package folder', PACKAGE_DIR],
    ['its v1 folder', CDN_DIR],
  ])('installs from %s with no network at all, each file checked against the catalogue', async (_label, from) => {
    const cwd = await makeTempDir();
    const { code, stdout } = await runCli(['pick', 'ui/copy', 'game/coin', '--from', from, '--output', 'out'], { cwd, env: { REACT_SFX_CDN: 'http://127.0.0.1:9/unreachable' } });

    expect(code).toBe(0);
    expect(stdout).toMatch(/^2 downloaded \(.*\), 0 skipped, 0 failed$/m);
    expect(await readFile(join(cwd, 'out/ui/copy.mp3'))).toEqual(await cdnBytes('ui/copy'));
    expect(cdn.requested).toEqual([]);
  });

  it('refuses a copy whose bytes do not match the catalogue, and a folder without the sounds', async () => {
    const cwd = await makeTempDir();
    await mkdir(join(cwd, 'pkg/v1/ui'), { recursive: true });
    await writeFile(join(cwd, 'pkg/v1/ui', srcOf('ui/copy').split('/')[1] ?? ''), 'not the sound');

    const mismatch = await runCli(['pick', 'ui/copy', '--from', 'pkg', '--output', 'out'], { cwd });
    const missing = await runCli(['pick', 'ui/send', '--from', 'pkg', '--output', 'out'], { cwd });
    const empty = await runCli(['pick', 'ui/copy', '--from', 'nowhere', '--output', 'out'], { cwd });
    const both = await runCli(['pick', 'ui/copy', '--from', 'pkg', '--cdn', cdn.base], { cwd });

    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toMatch(/react-sfx: ui\/copy: hash mismatch for file:\/\/.*\/pkg\/v1\/ui\/copy\.[0-9a-f]{7}\.mp3 \(expected [0-9a-f]{7}, got [0-9a-f]{7}\)\n$/);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/react-sfx: ui\/send: cannot read .*\/pkg\/v1\/ui\/send\.[0-9a-f]{7}\.mp3: no such file \(is the package the same version as react-sfx\?\)\n$/);
    expect(empty).toEqual({ code: 2, stdout: '', stderr: 'react-sfx: --from "nowhere" holds no sounds: expected the react-sfx-sounds package or its v1 folder\n' });
    expect(both).toEqual({ code: 2, stdout: '', stderr: 'react-sfx: --from and --cdn cannot be used together\n' });
    expect(await filesIn(join(cwd, 'out'))).toEqual([]);
  });
});
