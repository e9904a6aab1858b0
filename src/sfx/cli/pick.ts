import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PickOptions } from './args.ts';
import { resolveCdn, resolveFrom } from './cdn.ts';
import type { DownloadOutcome } from './download.ts';
import { downloadSound, targetFor } from './download.ts';
import { REQUEST_TIMEOUT_MS } from './fetchSound.ts';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { formatBytes } from './format.ts';
import type { CliIo } from './io.ts';
import { CliError, EXIT_FAILED, EXIT_OK } from './io.ts';
import { type Reservation, removeStaleTempFiles, withFileLock } from './atomicWrite.ts';
import { ReadStopped } from './boundedRead.ts';
import { describeFsError, isOutOfSpace } from './fsErrors.ts';
import type { Manifest, Selection } from './manifest.ts';
import { MANIFEST_FILE, manifestBytes, mergeSelection, newManifest, readManifest, reserveManifest } from './manifest.ts';
import { soundSha256 } from './soundSha256.ts';
import { displayPath, prepareOutputDir, removeEmptyFolders } from './outputDir.ts';
import { runPool } from './pool.ts';
import { createProgress } from './progress.ts';
import { selectSounds } from './selection.ts';
import { localFileOf } from '../soundAddress.ts';

export const DEFAULT_OUTPUT = './public/sounds';
const CONCURRENCY = 4;
/** Waits before a file's second and third tries. */
export const RETRY_DELAYS_MS: readonly number[] = [250, 1000];
/** A whole run ends by then, whatever the CDN does: a stalled CDN gets a summary within a minute. */
export const RUN_DEADLINE_MS = 50_000;
/** How long the manifest's read at the end of a run may take (the run's own stop may have passed). */
const MANIFEST_REREAD_MS = 2_000;

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
function resultJson(names: readonly string[], outcomes: readonly DownloadOutcome[], output: string, cdn: string, manifestProblem: string | undefined): string {
  const finished = new Set(outcomes.map((outcome) => outcome.name));
  const result = {
    version: SOUNDS_PACKAGE_VERSION,
    output,
    cdn,
    ok: outcomes.length === names.length && outcomes.every((outcome) => outcome.status !== 'failed') && manifestProblem === undefined,
    downloaded: outcomes.flatMap((outcome) => (outcome.status === 'downloaded' ? [{ name: outcome.name, bytes: outcome.bytes }] : [])),
    skipped: outcomes.flatMap((outcome) => (outcome.status === 'skipped' ? [outcome.name] : [])),
    failed: outcomes.flatMap((outcome) => (outcome.status === 'failed' ? [{ name: outcome.name, reason: outcome.reason }] : [])),
    notAttempted: names.filter((name) => !finished.has(name as DownloadOutcome['name'])),
    ...(manifestProblem === undefined ? {} : { manifestError: manifestProblem }),
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
  if (first.diskFull) return `react-sfx: ${detail}; stopped there: ${missing} ${missing === 1 ? 'sound' : 'sounds'} not installed\n`;
  return failures.length === 1 ? `react-sfx: ${detail}\n` : `react-sfx: ${failures.length} sounds failed (first: ${detail})\n`;
}

/** The manifest once this run's files are in it: `base` (the folder's, or a new one) with them added. */
function withInstalled(base: Manifest | undefined, source: string, selection: Selection, installed: readonly DownloadOutcome['name'][]): Manifest {
  const manifest = base ? { ...base, files: { ...base.files } } : newManifest(source, selection);
  manifest.selection = mergeSelection(base?.selection, selection);
  manifest.source = source;
  manifest.version = SOUNDS_PACKAGE_VERSION;
  for (const name of installed) manifest.files[name] = { file: localFileOf(name), sha256: soundSha256[name] };
  return manifest;
}

/**
 * Adds what this run installed or verified to the output folder's manifest, read again now under a lock
 * (another run may be writing it too), into the room reserved at the start; nothing is written when nothing
 * was installed. Returns the problem, if the manifest could not be written.
 */
async function recordInManifest(outputDir: string, shown: string, source: string, selection: Selection, outcomes: readonly DownloadOutcome[], room: Reservation, earlier: Manifest | undefined): Promise<string | undefined> {
  const installed = outcomes.flatMap((outcome) => (outcome.status === 'failed' ? [] : [outcome.name]));
  try {
    if (installed.length === 0) {
      await room.release();
      return undefined;
    }
    const record = async () => {
      // The run may be past its stop already: this read gets a short time of its own, else the start's copy.
      const current = await readManifest(outputDir, shown, AbortSignal.timeout(MANIFEST_REREAD_MS)).catch((error: unknown) => {
        if (error instanceof ReadStopped) return earlier;
        throw error;
      });
      await room.commit(manifestBytes(withInstalled(current, source, selection, installed)));
    };
    await withFileLock(join(outputDir, `${MANIFEST_FILE}.lock`), record);
    return undefined;
  } catch (error) {
    await room.release().catch(() => undefined);
    if (error instanceof CliError) return error.message;
    return `cannot write ${shown}/${MANIFEST_FILE}: ${describeFsError(error)}`;
  }
}

/**
 * Sets aside room for the manifest before anything is downloaded: as large as it would be with every
 * selected sound installed, so a disk that fills up during the run still gets the record of what it holds.
 */
async function reserveRoom(outputDir: string, shown: string, earlier: Manifest | undefined, source: string, selection: Selection, names: readonly DownloadOutcome['name'][], io: CliIo): Promise<Reservation> {
  const largest = manifestBytes(withInstalled(earlier, source, selection, names)).length + 1024;
  try {
    return await reserveManifest(outputDir, largest, io.writeNewFile);
  } catch (error) {
    const why = isOutOfSpace(error) ? `${describeFsError(error)}, nothing downloaded` : describeFsError(error);
    throw new CliError(`cannot write to ${shown}: ${why}`, EXIT_FAILED);
  }
}

/** A run's deadline, and its stop: the deadline or the process asked to stop (SIGINT, SIGTERM). */
export type RunClock = {
  readonly deadlineMs: number;
  readonly deadline: AbortSignal;
  readonly stop: AbortSignal;
  /** How the run ended early, for messages: 'interrupted', 'gave up after 50 s', or undefined. */
  readonly ended: () => string | undefined;
};

/** Starts the run's clock: every step of the run, reads included, ends when `stop` aborts. */
export function startClock(io: CliIo): RunClock {
  const deadlineMs = io.deadlineMs ?? RUN_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const stop = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
  const ended = () => (io.signal?.aborted ? 'interrupted' : deadline.aborted ? `gave up after ${deadlineMs / 1000} s` : undefined);
  return { deadlineMs, deadline, stop, ended };
}

/** A read the run's stop ended before the first download, as one clear error. */
export function stoppedReading(clock: RunClock, where: string): CliError {
  return new CliError(`${clock.ended() ?? 'stopped'}: ${where} could not be read (the read did not return)`, EXIT_FAILED);
}

/** `react-sfx pick`: validate everything, then download with a few requests in flight. */
export async function pick(options: PickOptions, io: CliIo, clock: RunClock = startClock(io)): Promise<number> {
  const cdn = options.from === undefined ? resolveCdn(options.cdn, io.env) : resolveFrom(options.from, io.cwd, (path) => existsSync(path));
  const names = selectSounds(options);
  const outputDir = resolve(io.cwd, options.output ?? DEFAULT_OUTPUT);
  const show = (path: string): string => displayPath(path, io.cwd);
  const shownOutput = show(outputDir);
  const selection = { all: options.all, categories: [...options.categories], names: [...options.names] };
  const created = await prepareOutputDir(outputDir, io.cwd);
  let room: Reservation;
  let earlier: Manifest | undefined;
  try {
    // A damaged manifest, or no room even for it, ends the run before anything is downloaded.
    earlier = await readManifest(outputDir, shownOutput, clock.stop).catch((error: unknown) => {
      throw error instanceof ReadStopped ? stoppedReading(clock, `${shownOutput}/${MANIFEST_FILE}`) : error;
    });
    await removeStaleTempFiles(outputDir);
    room = await reserveRoom(outputDir, shownOutput, earlier, cdn, selection, names, io);
  } catch (error) {
    await removeEmptyFolders(created);
    throw error;
  }
  const categoryDirs = [...new Set(names.map((name) => join(outputDir, name.slice(0, name.indexOf('/')))))];
  const newCategoryDirs = categoryDirs.filter((dir) => !existsSync(dir));

  const { stop } = clock;
  const localRoot = options.from === undefined ? undefined : realpathSync(fileURLToPath(cdn));
  const policy = { timeoutMs: io.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, retryDelaysMs: io.retryDelaysMs ?? RETRY_DELAYS_MS, stop, localRoot, writeNew: io.writeNewFile };
  const silent = { ...io, stdout: { write: () => true }, stderr: { write: () => true } };
  const progress = createProgress(options.json || options.quiet ? silent : io, names.length);
  let stopEarly = false;
  // When no server answers, or the disk is full, every other file would fail the same way: stop after the first.
  const outcomes = await runPool(names.map((name) => targetFor(name, cdn, outputDir, show)), CONCURRENCY, async (target) => {
    const outcome = await downloadSound(target, policy);
    stopEarly ||= outcome.status === 'failed' && (outcome.unreachable || outcome.diskFull);
    progress.report(outcome);
    return outcome;
  }, () => stopEarly || stop.aborted);
  progress.finish();
  const manifestProblem = await recordInManifest(outputDir, shownOutput, cdn, selection, outcomes, room, earlier);
  // A run that wrote nothing leaves no empty folders behind (only those it made itself).
  await removeEmptyFolders([...newCategoryDirs, ...created]);

  const failures = outcomes.filter((outcome) => outcome.status === 'failed');
  if (options.json) io.stdout.write(resultJson(names, outcomes, shownOutput, cdn, manifestProblem));
  else if (!options.quiet) {
    io.stdout.write(summarise(outcomes, names.length));
    if (failures.length < outcomes.length) io.stdout.write(`${howToUse(shownOutput)}\n`);
  }
  const missing = names.length - (outcomes.length - failures.length);
  const ended = clock.ended();
  if (!options.json) {
    io.stderr.write(failureLine(failures, ended, missing)); // --json: it is all in the document
    if (manifestProblem !== undefined) io.stderr.write(`react-sfx: ${manifestProblem}\n`);
  }
  return failures.length > 0 || outcomes.length < names.length || manifestProblem !== undefined ? EXIT_FAILED : EXIT_OK;
}
