// @vitest-environment node
/** The manifest pick keeps in the output folder, and `react-sfx sync`, which brings that folder up to date. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soundSha256 } from '../../../../src/sfx/cli/soundSha256.ts';
import type { CdnServer } from './cdnServer.ts';
import { cdnBytes, namesIn } from './pickFixtures.ts';
import { cdnServerForThisFile, filesIn, makeTempDir, runCli } from './runCli.ts';

const MANIFEST = '.react-sfx-manifest.json';
let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

type Manifest = { tool: string; version: string; source: string; selection: { all: boolean; categories: string[]; names: string[] }; files: Record<string, { file: string; sha256: string }> };
const manifestIn = async (dir: string): Promise<Manifest> => JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
const sha256 = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the manifest pick keeps', () => {
  it('records what was installed, from where, with each file\'s full SHA-256, and what was asked for', async () => {
    const cwd = await makeTempDir();
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    await runCli(['pick', '--category', 'game', '--output', 'out', '--cdn', cdn.base], { cwd });

    const manifest = await manifestIn(join(cwd, 'out'));
    expect(manifest).toMatchObject({ tool: 'react-sfx', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), source: cdn.base });
    expect(manifest.selection).toEqual({ all: false, categories: ['game'], names: ['ui/copy'] });
    expect(Object.keys(manifest.files)).toEqual([...namesIn('game'), 'ui/copy']);
    expect(manifest.files['ui/copy']).toEqual({ file: 'ui/copy.mp3', sha256: sha256(await cdnBytes('ui/copy')) });
  });
});

describe('react-sfx sync', () => {
  it('picks the recorded selection again: adds what is missing, and replaces a file that is not the catalogue\'s', async () => {
    const cwd = await makeTempDir();
    const out = join(cwd, 'out');
    await runCli(['pick', '--category', 'ui', '--output', 'out', '--cdn', cdn.base], { cwd });
    const [first, second] = namesIn('ui');
    await rm(join(out, `${first}.mp3`));
    await writeFile(join(out, `${second}.mp3`), 'damaged');

    const { code, stdout } = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^2 downloaded \\(.*\\), ${namesIn('ui').length - 2} skipped, 0 failed$`, 'm'));
    expect(await filesIn(out)).toEqual(namesIn('ui').map((name) => `${name}.mp3`));
    expect(await readFile(join(out, `${second}.mp3`))).toEqual(await cdnBytes(second as 'ui/copy'));
  });

  it('removes sounds the catalogue no longer has, only files it installed itself and still as installed', async () => {
    const cwd = await makeTempDir();
    const out = join(cwd, 'out');
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    await writeFile(join(out, 'ui/old_beep.mp3'), 'a retired sound');
    await writeFile(join(out, 'ui/old_click.mp3'), 'changed by hand since');
    await writeFile(join(cwd, 'outside.txt'), 'keep');
    const manifest = await manifestIn(out);
    manifest.files['ui/old_beep'] = { file: 'ui/old_beep.mp3', sha256: sha256('a retired sound') };
    manifest.files['ui/old_click'] = { file: 'ui/old_click.mp3', sha256: sha256('as it was installed') };
    manifest.files['ui/evil'] = { file: '../outside.txt', sha256: sha256('keep') };
    await writeFile(join(out, MANIFEST), JSON.stringify(manifest));

    const { code, stdout } = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(0);
    expect(stdout).toContain('removed 1 sound no longer in the catalogue: ui/old_beep\n');
    expect(stdout).toContain('kept 2 files of sounds no longer in the catalogue: ui/old_click.mp3 (changed since react-sfx installed it), ../outside.txt (not a file react-sfx installs)\n');
    expect(await filesIn(out)).toEqual(['ui/copy.mp3', 'ui/old_click.mp3']);
    expect(await readFile(join(cwd, 'outside.txt'), 'utf8')).toBe('keep');
    expect(Object.keys((await manifestIn(out)).files)).toEqual(['ui/copy']);
    expect((await manifestIn(out)).files['ui/copy']?.sha256).toBe(soundSha256['ui/copy']);
  });

  it('removes what it says it removed: both retired files gone, the count matching, an emptied category folder gone', async () => {
    const cwd = await makeTempDir();
    const out = join(cwd, 'out');
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    await mkdir(join(out, 'retro'));
    await writeFile(join(out, 'retro/blip.mp3'), 'a retired category');
    await writeFile(join(out, 'ui/old_beep.mp3'), 'a retired sound');
    const manifest = await manifestIn(out);
    manifest.files['retro/blip'] = { file: 'retro/blip.mp3', sha256: sha256('a retired category') };
    manifest.files['ui/old_beep'] = { file: 'ui/old_beep.mp3', sha256: sha256('a retired sound') };
    manifest.files['ui/gone'] = { file: 'ui/gone.mp3', sha256: sha256('deleted by hand already') };
    await writeFile(join(out, MANIFEST), JSON.stringify(manifest));

    const { code, stdout } = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(0);
    expect(stdout).toContain('removed 2 sounds no longer in the catalogue: retro/blip, ui/old_beep\n');
    expect(stdout).not.toContain('kept');
    expect(existsSync(join(out, 'retro/blip.mp3'))).toBe(false);
    expect(existsSync(join(out, 'ui/old_beep.mp3'))).toBe(false);
    expect(existsSync(join(out, 'retro'))).toBe(false);
    expect(await filesIn(out)).toEqual(['ui/copy.mp3']);
    expect(Object.keys((await manifestIn(out)).files)).toEqual(['ui/copy']);
  });

  it.each([
    ['"selection": null', { selection: null }, '"selection" must be an object with "all", "categories" and "names", got null'],
    ['"selection": {}', { selection: {} }, '"selection.all" must be true or false, got undefined; "selection.categories" must be an array of category names, got undefined; "selection.names" must be an array of sound names, got undefined'],
    ['a null names entry', { selection: { all: false, categories: [], names: ['ui/copy', null] } }, '"selection.names[1]" must be a sound name (a string), got null'],
    ['"files": null', { files: null }, '"files" must be an object of installed sounds ({"ui/copy": {"file": …, "sha256": …}}), got null'],
    ['a null files entry', { files: { 'ui/copy': null } }, 'files["ui/copy"] must be an object with "file" and "sha256", got null'],
    ['a files entry without its hash', { files: { 'ui/copy': { file: 'ui/copy.mp3', sha256: 12 } } }, 'files["ui/copy"].sha256 must be a SHA-256 (64 hex digits), got 12'],
  ])('explains a damaged manifest field by field (%s), in sync and in pick, before touching anything', async (_label, damage, explained) => {
    const cwd = await makeTempDir();
    const out = join(cwd, 'out');
    await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });
    const text = JSON.stringify({ ...(await manifestIn(out)), ...damage });
    await writeFile(join(out, MANIFEST), text);
    cdn.requested.length = 0;

    const synced = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });
    const picked = await runCli(['pick', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd });

    const message = `react-sfx: out/${MANIFEST} is damaged: ${explained} (fix it, or remove it and run react-sfx pick again)\n`;
    expect(synced).toEqual({ code: 1, stdout: '', stderr: message });
    expect(picked).toEqual({ code: 1, stdout: '', stderr: message });
    expect(cdn.requested).toEqual([]);
    expect(await filesIn(out)).toEqual(['ui/copy.mp3']);
    expect(await readFile(join(out, MANIFEST), 'utf8')).toBe(text);
  });

  it('says what to do in a folder pick never filled, and with a damaged manifest', async () => {
    const cwd = await makeTempDir();
    const none = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });
    await mkdir(join(cwd, 'out'));
    await writeFile(join(cwd, 'out', MANIFEST), '{ not json');
    const damaged = await runCli(['sync', '--output', 'out', '--cdn', cdn.base], { cwd });
    const withNames = await runCli(['sync', 'ui/copy'], { cwd });

    expect(none).toEqual({ code: 1, stdout: '', stderr: `react-sfx: no ${MANIFEST} in out: sync updates what react-sfx pick installed there; run pick first\n` });
    expect(damaged).toEqual({ code: 1, stdout: '', stderr: `react-sfx: out/${MANIFEST} is not a react-sfx manifest: remove it and run react-sfx pick again\n` });
    expect(withNames.code).toBe(2);
    expect(withNames.stderr).toBe('react-sfx: sync takes what to install from the manifest: no names, --category or --all\n');
  });
});
