// @vitest-environment node
/**
 * The CLI reads no more than it needs: each sound up to the catalogue's size of its file, whatever a mirror
 * sends; and the run's deadline holds during every read. Against the fake CDN in cdnServer.ts, in-process and
 * through the real program (bin/react-sfx.mjs) with its memory watched.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LibrarySoundName, soundCatalogue } from '../../../../src/sfx/catalogue.ts';
import { soundBytes } from '../../../../src/sfx/cli/soundSha256.ts';
import type { CdnServer } from './cdnServer.ts';
import { runChildCli } from './childCli.ts';
import { holdsSound, srcOf } from './pickFixtures.ts';
import { cdnServerForThisFile, filesIn, makeTempDir, runCli } from './runCli.ts';

const ALL = Object.keys(soundCatalogue) as LibrarySoundName[];
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

const requestsOf = (name: LibrarySoundName) => cdn.requested.filter((src) => src === srcOf(name)).length;

describe('react-sfx pick against a CDN that sends too much', () => {
  it('gives up on an endless body once it passes the catalogue size, once, and installs the rest', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/copy'), 'endless');

    const started = Date.now();
    const { code, stdout, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(code).toBe(1);
    expect(lastLine(stderr)).toBe(`react-sfx: ui/copy: ${cdn.base}/${srcOf('ui/copy')} sent more than the catalogue's ${soundBytes['ui/copy']} bytes for this file: not read further`);
    expect(stdout).toMatch(/^1 downloaded \(.*\), 0 skipped, 1 failed$/m);
    expect(requestsOf('ui/copy')).toBe(1); // another try would get the same
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/send.mp3']);
  });

  it('refuses a body whose Content-Length is above the catalogue size without reading it', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/copy'), 'oversize');

    const { code, stderr } = await runCli(['pick', 'ui/copy', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(1);
    expect(lastLine(stderr)).toBe(`react-sfx: ui/copy: ${cdn.base}/${srcOf('ui/copy')} announces more than the catalogue's ${soundBytes['ui/copy']} bytes for this file: not read further`);
    expect(existsSync(join(cwd, 'out'))).toBe(false);
  });

  it('ends at the run deadline while a body trickles in, byte by byte, well inside the per-try time-out', async () => {
    const cwd = await makeTempDir();
    cdn.faults.set(srcOf('ui/copy'), 'trickle');

    const started = Date.now();
    const { code, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd, requestTimeoutMs: 60_000, deadlineMs: 1_500 });

    expect(Date.now() - started).toBeLessThan(4_000);
    expect(code).toBe(1);
    expect(lastLine(stderr)).toBe(`react-sfx: gave up after 1.5 s: 1 sound not downloaded (first: ui/copy: stopped before ${cdn.base}/${srcOf('ui/copy')} finished)`);
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/send.mp3']);
    expect(await holdsSound(join(cwd, 'out'), 'ui/send')).toBe(true);
  });

  it('stays under 300 MB through the real program when every file of pick --all is an endless body', async () => {
    const cwd = await makeTempDir();
    for (const name of ALL) cdn.faults.set(srcOf(name), 'endless');

    const result = await runChildCli(['pick', '--all', '--output', 'out', '--cdn', cdn.base], { cwd, maxMb: 300, timeoutMs: 60_000 });

    expect(result.killed).toBeUndefined();
    expect(result.peakMb).toBeGreaterThan(0);
    expect(result.peakMb).toBeLessThanOrEqual(300);
    expect(result.code).toBe(1);
    expect(lastLine(result.stderr)).toMatch(/^react-sfx: 72 sounds failed \(first: [a-z]+\/[a-z_]+: http:\/\/127\.0\.0\.1:\d+\/cdn\/v1\/\S+ sent more than the catalogue's \d+ bytes for this file: not read further\)$/);
    expect(existsSync(join(cwd, 'out'))).toBe(false);
    if (process.env.REPORT_FIGURES) console.info(`peak memory against endless bodies (pick --all): ${result.peakMb} MB in ${result.ms} ms`);
  }, 90_000);
});
