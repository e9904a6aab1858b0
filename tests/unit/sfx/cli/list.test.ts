// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { makeTempDir, removeTempDirs, runCli } from './runCli.ts';

const names = Object.keys(soundCatalogue);
const categories = [...new Set(names.map((name) => name.split('/')[0]))];

afterEach(removeTempDirs);

describe('react-sfx list', () => {
  it('prints every sound with its duration, grouped under a heading per category with its count', async () => {
    const { code, stdout, stderr } = await runCli(['list'], { cwd: await makeTempDir() });
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    for (const category of categories) {
      const count = names.filter((name) => name.startsWith(`${category}/`)).length;
      expect(lines).toContain(`${category} (${count})`);
    }
    expect(stdout).toMatch(/^ {2}ui\/copy +\d+\.\d\ds$/m);
    expect(stdout).toMatch(/^ {2}ambient\/rain +22\.05s$/m);
    const soundLines = lines.filter((line) => /^ {2}\S+\/\S+ +\d+\.\d\ds$/.test(line));
    expect(soundLines).toHaveLength(names.length);
    expect(lines.filter((line) => line !== '').at(-1)).toBe(`${names.length} sounds in ${categories.length} categories`);
  });

  it('lists each sound under its own category heading', async () => {
    const { stdout } = await runCli(['list'], { cwd: await makeTempDir() });
    const uiSection = stdout.slice(stdout.indexOf('ui ('));
    expect(uiSection).toContain('ui/copy');
    expect(uiSection).not.toContain('ambient/rain');
  });

  it('rejects extra arguments with a usage error', async () => {
    const { code, stdout, stderr } = await runCli(['list', 'ui'], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('react-sfx: list takes only --category and --json\n');
  });

  it('lists only the categories asked for, with --category', async () => {
    const { code, stdout } = await runCli(['list', '--category', 'ui,game'], { cwd: await makeTempDir() });
    expect(code).toBe(0);
    expect(stdout).toContain('ui/copy');
    expect(stdout).toContain('game/coin');
    expect(stdout).not.toContain('ambient/rain');
    const count = names.filter((name) => name.startsWith('ui/') || name.startsWith('game/')).length;
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`${count} sounds in 2 categories`);
  });

  it('refuses an unknown category with a suggestion', async () => {
    const { code, stderr } = await runCli(['list', '--category', 'arcad'], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stderr).toBe('react-sfx: unknown category "arcad" (did you mean arcade?)\n');
  });

  it('prints the catalogue as JSON with --json, for scripts', async () => {
    const { code, stdout, stderr } = await runCli(['list', '--json', '--category', 'ambient'], { cwd: await makeTempDir() });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const parsed = JSON.parse(stdout) as { version: string; sounds: { name: string; category: string; duration: number; file: string }[] };
    expect(parsed.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(parsed.sounds.map((sound) => sound.name)).toEqual(names.filter((name) => name.startsWith('ambient/')));
    expect(parsed.sounds[0]).toEqual({
      name: 'ambient/campfire',
      category: 'ambient',
      duration: soundCatalogue['ambient/campfire'].duration,
      file: soundCatalogue['ambient/campfire'].src,
    });
  });
});

describe('react-sfx --version', () => {
  it.each([['--version'], ['-v']])('prints the version with %s and exits 0', async (flag) => {
    const { code, stdout, stderr } = await runCli([flag], { cwd: await makeTempDir() });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^react-sfx \d+\.\d+\.\d+\n$/);
  });

  it('takes no command with it', async () => {
    const { code, stderr } = await runCli(['list', '--version'], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stderr).toBe('react-sfx: --version takes no command\n');
  });
});

describe('usage', () => {
  it('prints usage on --help and -h and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout, stderr } = await runCli([flag], { cwd: await makeTempDir() });
      expect(code).toBe(0);
      expect(stdout).toContain('Usage: react-sfx <command>');
      expect(stdout).toContain('--category');
      expect(stderr).toBe('');
    }
  });

  it('prints usage on stderr and exits 2 without arguments', async () => {
    const { code, stdout, stderr } = await runCli([], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: react-sfx <command>');
  });

  it('suggests the closest command for a typo', async () => {
    const { code, stderr } = await runCli(['lsit'], { cwd: await makeTempDir() });
    expect(code).toBe(2);
    expect(stderr).toBe('react-sfx: unknown command "lsit" (did you mean list?)\n');
  });
});
