import type { NewFileWriter } from './atomicWrite.ts';

/** Where the CLI writes: process.stdout/stderr in real use, string collectors in tests. */
export type CliOutput = { write(chunk: string): unknown; readonly isTTY?: boolean };

/** Everything the CLI needs from its surroundings, so it runs in-process under test. */
export type CliIo = {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Per-try time-out; tests shorten it to exercise a hanging CDN quickly. */
  readonly requestTimeoutMs?: number;
  /** Waits before the second and third tries of a file (default 250 ms and 1 s). */
  readonly retryDelaysMs?: readonly number[];
  /** How long a whole run may take before it stops and reports (default 50 s). */
  readonly deadlineMs?: number;
  /** Aborts when the process is asked to stop (SIGINT, SIGTERM): the run ends cleanly, writing nothing more. */
  readonly signal?: AbortSignal;
  /** Creates each new file the CLI writes (its temp files); tests pass one whose disk fills up. */
  readonly writeNewFile?: NewFileWriter;
};

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** An expected failure: main prints `react-sfx: <message>` on one line and exits with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_USAGE) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/**
 * User input as it may safely appear inside a one-line message: quoted, with control characters
 * (NUL, newlines) escaped so a hostile argument cannot forge or split output lines.
 */
export function quote(value: string): string {
  return JSON.stringify(value);
}
