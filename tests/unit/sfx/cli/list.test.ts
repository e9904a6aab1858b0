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
    expect(stderr).toBe('react-sfx: list takes no arguments\n');
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
