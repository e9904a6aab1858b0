// @vitest-environment node
/**
 * The run's deadline, and a stop (SIGINT/SIGTERM), hold during every read: here every open of a file under a
 * `STALLED` folder never returns, as on a hung network mount, both for `--from` and for the output folder.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CDN_DIR } from './cdnServer.ts';
import { srcOf } from './pickFixtures.ts';
import { filesIn, makeTempDir, removeTempDirs, runCli } from './runCli.ts';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open: typeof actual.open = (path, ...rest) => (String(path).includes('STALLED') ? new Promise(() => {}) : actual.open(path, ...rest));
  return { ...actual, open, default: { ...actual, open } };
});

afterEach(removeTempDirs);

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

async function stalledPackage(): Promise<string> {
  const cwd = await makeTempDir();
  await mkdir(join(cwd, 'STALLED/v1/ui'), { recursive: true });
  await copyFile(join(CDN_DIR, srcOf('ui/copy')), join(cwd, 'STALLED/v1', srcOf('ui/copy')));
  return cwd;
}

describe('a --from read that never returns', () => {
  it('ends at the run deadline with a summary, and leaves no folder behind', async () => {
    const cwd = await stalledPackage();
    const started = Date.now();

    const { code, stdout, stderr } = await runCli(['pick', 'ui/copy', '--from', 'STALLED', '--output', 'out'], { cwd, deadlineMs: 800 });

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(code).toBe(1);
    expect(lastLine(stderr)).toBe(`react-sfx: gave up after 0.8 s: 1 sound not downloaded (first: ui/copy: stopped before ${join(cwd, 'STALLED/v1', srcOf('ui/copy'))} was read)`);
    expect(stdout).toMatch(/^0 downloaded \(0 B\), 0 skipped, 1 failed$/m);
    expect(await filesIn(join(cwd, 'out'))).toEqual([]);
  });

  it('ends when the run is stopped (as by SIGINT)', async () => {
    const cwd = await stalledPackage();
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 300);

    const { code, stderr } = await runCli(['pick', 'ui/copy', '--from', 'STALLED', '--output', 'out'], { cwd, signal: stop.signal });

    expect(code).toBe(1);
    expect(lastLine(stderr)).toMatch(/^react-sfx: interrupted: 1 sound not downloaded \(first: ui\/copy: stopped before .* was read\)$/);
  });
});

describe('a read in the output folder that never returns', () => {
  it('ends at the run deadline too, before anything is downloaded (the manifest is read first)', async () => {
    const cwd = await stalledPackage();
    const started = Date.now();

    const { code, stderr } = await runCli(['pick', 'ui/copy', '--from', join(CDN_DIR, '..'), '--output', 'STALLED-out'], { cwd, deadlineMs: 800 });

    expect(Date.now() - started).toBeLessThan(3_000);
    expect(code).toBe(1);
    expect(lastLine(stderr)).toBe('react-sfx: gave up after 0.8 s: STALLED-out/.react-sfx-manifest.json could not be read (the read did not return)');
    expect(existsSync(join(cwd, 'STALLED-out'))).toBe(false);
  });
});
