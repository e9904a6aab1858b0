import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PickOptions } from './args.ts';
import { resolveCdn, resolveFrom } from './cdn.ts';
import type { DownloadOutcome } from './download.ts';
import { downloadSound, targetFor } from './download.ts';
import { REQUEST_TIMEOUT_MS } from './fetchSound.ts';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { formatBytes } from './format.ts';
import type { CliIo } from './io.ts';
import { EXIT_FAILED, EXIT_OK } from './io.ts';
import { removeStaleTempFiles } from './atomicWrite.ts';
import { mergeSelection, newManifest, readManifest, writeManifest } from './manifest.ts';
import { soundSha256 } from './soundSha256.ts';
import { displayPath, prepareOutputDir, removeEmptyFolders } from './outputDir.ts';
import { runPool } from './pool.ts';
import { createProgress } from './progress.ts';
import { selectSounds } from './selection.ts';

export const DEFAULT_OUTPUT = './public/sounds';
const CONCURRENCY = 4;
/** Waits before a file's second and third tries. */
export const RETRY_DELAYS_MS: readonly number[] = [250, 1000];
/** A whole run ends by then, whatever the CDN does: a stalled CDN gets a summary within a minute. */
export const RUN_DEADLINE_MS = 50_000;

function summarise(outcomes: readonly DownloadOutcome[], total: number): string {
  let downloaded = 0;
  let skipped = 0;
  let bytes = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'downloaded') downloaded += 1;
    if (outcome.status === 'skipped') skipped += 1;
    if (outcome.status === 'downloaded') bytes += outcome.bytes;
  }
  const failed = outcomes.length - downloaded - skipped;
  const notTried = total - outcomes.length;
  const stopped = notTried > 0 ? `, ${notTried} not attempted` : '';
  return `${downloaded} downloaded (${formatBytes(bytes)}), ${skipped} skipped, ${failed} failed${stopped}\n`;
}

function howToUse(shownOutput: string): string {
  return [
    `Files are in ${shownOutput}/<category>/<name>.mp3.`,
    'The react-sfx loader checks /sounds/<category>/<name>.mp3 before the CDN and uses the copy found there,',
    `so serve ${shownOutput} at /sounds with the content type audio/mpeg (Vite serves public/ as is).`,
  ].join('\n');
}

/** `pick --json`: what happened to each sound, for build scripts. */
function resultJson(names: readonly string[], outcomes: readonly DownloadOutcome[], output: string, cdn: string): string {
  const finished = new Set(outcomes.map((outcome) => outcome.name));
  const result = {
    version: SOUNDS_PACKAGE_VERSION,
    output,
    cdn,
    ok: outcomes.length === names.length && outcomes.every((outcome) => outcome.status !== 'failed'),
    downloaded: outcomes.flatMap((outcome) => (outcome.status === 'downloaded' ? [{ name: outcome.name, bytes: outcome.bytes }] : [])),
    skipped: outcomes.flatMap((outcome) => (outcome.status === 'skipped' ? [outcome.name] : [])),
    failed: outcomes.flatMap((outcome) => (outcome.status === 'failed' ? [{ name: outcome.name, reason: outcome.reason }] : [])),
    notAttempted: names.filter((name) => !finished.has(name as DownloadOutcome['name'])),
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** The closing stderr line: the one failure itself, or the count and the first reason. */
function failureLine(failures: readonly DownloadOutcome[], ended: string | undefined, missing: number): string {
  const reasons = failures.filter((outcome) => outcome.status === 'failed' && !outcome.stopped);
  const [first] = reasons.length > 0 ? reasons : failures;
  if (ended !== undefined) {
    const cause = first?.status === 'failed' ? ` (first: ${first.name}: ${first.reason})` : '';
    return `react-sfx: ${ended}: ${missing} ${missing === 1 ? 'sound' : 'sounds'} not downloaded${cause}\n`;
  }
  if (first === undefined || first.status !== 'failed') return '';
  if (first.unreachable) return `react-sfx: ${first.reason}\n`;
  const detail = `${first.name}: ${first.reason}`;
  return failures.length === 1 ? `react-sfx: ${detail}\n` : `react-sfx: ${failures.length} sounds failed (first: ${detail})\n`;
}

/** Adds what this run installed or verified to the output folder's manifest (none when nothing was). */
async function recordInManifest(outputDir: string, shown: string, source: string, options: PickOptions, outcomes: readonly DownloadOutcome[]): Promise<void> {
  const installed = outcomes.filter((outcome) => outcome.status !== 'failed');
  if (installed.length === 0) return;
  const selection = { all: options.all, categories: [...options.categories], names: [...options.names] };
  const manifest = (await readManifest(outputDir, shown)) ?? newManifest(source, selection);
  manifest.selection = mergeSelection(manifest.selection, selection);
  manifest.source = source;
  manifest.version = SOUNDS_PACKAGE_VERSION;
  for (const { name } of installed) manifest.files[name] = { file: `${name}.mp3`, sha256: soundSha256[name] };
  await writeManifest(outputDir, manifest);
}

/** `react-sfx pick`: validate everything, then download with a few requests in flight. */
export async function pick(options: PickOptions, io: CliIo): Promise<number> {
  const cdn = options.from === undefined ? resolveCdn(options.cdn, io.env) : resolveFrom(options.from, io.cwd, (path) => existsSync(path));
  const names = selectSounds(options);
  const outputDir = resolve(io.cwd, options.output ?? DEFAULT_OUTPUT);
  const show = (path: string): string => displayPath(path, io.cwd);
  const created = await prepareOutputDir(outputDir, io.cwd);
  await removeStaleTempFiles(outputDir);
  const categoryDirs = [...new Set(names.map((name) => join(outputDir, name.slice(0, name.indexOf('/')))))];
  const newCategoryDirs = categoryDirs.filter((dir) => !existsSync(dir));

  const deadlineMs = io.deadlineMs ?? RUN_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const stop = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
  const policy = { timeoutMs: io.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, retryDelaysMs: io.retryDelaysMs ?? RETRY_DELAYS_MS, stop };
  const silent = { ...io, stdout: { write: () => true }, stderr: { write: () => true } };
  const progress = createProgress(options.json || options.quiet ? silent : io, names.length);
  let unreachable = false;
  // When no server answers, every other request would fail the same way: stop after the first.
  const outcomes = await runPool(names.map((name) => targetFor(name, cdn, outputDir, show)), CONCURRENCY, async (target) => {
    const outcome = await downloadSound(target, policy);
    unreachable ||= outcome.status === 'failed' && outcome.unreachable;
    progress.report(outcome);
    return outcome;
  }, () => unreachable || stop.aborted);
  progress.finish();
  await recordInManifest(outputDir, show(outputDir), cdn, options, outcomes);
  // A run that wrote nothing leaves no empty folders behind (only those it made itself).
  await removeEmptyFolders([...newCategoryDirs, ...created]);

  const failures = outcomes.filter((outcome) => outcome.status === 'failed');
  if (options.json) io.stdout.write(resultJson(names, outcomes, show(outputDir), cdn));
  else if (!options.quiet) {
    io.stdout.write(summarise(outcomes, names.length));
    if (failures.length < outcomes.length) io.stdout.write(`${howToUse(show(outputDir))}\n`);
  }
  const missing = names.length - (outcomes.length - failures.length);
  const ended = io.signal?.aborted ? 'interrupted' : deadline.aborted ? `gave up after ${deadlineMs / 1000} s` : undefined;
  if (!options.json) io.stderr.write(failureLine(failures, ended, missing)); // --json: it is all in the document
  return failures.length > 0 || outcomes.length < names.length ? EXIT_FAILED : EXIT_OK;
}
