import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { NewFileWriter } from '../../../../src/sfx/cli/atomicWrite.ts';
import { run } from '../../../../src/sfx/cli/main.ts';
import { type CdnServer, startCdnServer } from './cdnServer.ts';

export type CliResult = { readonly code: number; readonly stdout: string; readonly stderr: string };

export type RunOptions = {
  readonly cwd: string;
  readonly env?: Record<string, string | undefined>;
  readonly isTTY?: boolean;
  readonly requestTimeoutMs?: number;
  readonly retryDelaysMs?: readonly number[];
  readonly deadlineMs?: number;
  /** Stands for SIGINT/SIGTERM: aborting it stops the run as the signals do. */
  readonly signal?: AbortSignal;
  /** Replaces how new files are created, to simulate a disk that fills up. */
  readonly writeNewFile?: NewFileWriter;
};

/** Runs the CLI in-process and captures what it prints; the environment is empty unless given. */
export async function runCli(argv: readonly string[], options: RunOptions): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: { write: (chunk: string) => (stdout += chunk), isTTY: options.isTTY ?? false },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    env: options.env ?? {},
    cwd: options.cwd,
    requestTimeoutMs: options.requestTimeoutMs,
    retryDelaysMs: options.retryDelaysMs ?? [20, 50],
    deadlineMs: options.deadlineMs,
    signal: options.signal,
    writeNewFile: options.writeNewFile,
  });
  return { code, stdout, stderr };
}

const made: string[] = [];

/** A fresh folder in the OS temp dir, removed by removeTempDirs(). */
export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'react-sfx-cli-'));
  made.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * Every file below `dir`, as sorted relative paths with `/` separators; [] when dir is missing. The
 * manifest pick keeps there is left out (tests/unit/sfx/cli/sync.test.ts checks it).
 */
export async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name !== '.react-sfx-manifest.json')
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/'))
      .sort();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * For the calling test file: a local CDN on 127.0.0.1 started once (handed to `onStart`) and closed after;
 * after each test its faults and request log are cleared and the temp folders removed.
 */
export function cdnServerForThisFile(onStart: (cdn: CdnServer) => void): void {
  let cdn: CdnServer | undefined;
  beforeAll(async () => {
    cdn = await startCdnServer();
    onStart(cdn);
  });
  afterAll(() => cdn?.close());
  afterEach(async () => {
    cdn?.faults.clear();
    if (cdn) cdn.requested.length = 0;
    await removeTempDirs();
  });
}
