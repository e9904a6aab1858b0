import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../../..');
export const BIN = join(ROOT, 'bin/react-sfx.mjs');

export type ChildResult = {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** From spawn to exit. */
  readonly ms: number;
  /** The most resident memory the process had (VmHWM from /proc/<pid>/status), in MB. */
  readonly peakMb: number;
  /** Why the test killed it, if it did: it passed `maxMb`, or ran past `timeoutMs`. */
  readonly killed: 'memory' | 'time' | undefined;
};

export type ChildOptions = {
  readonly cwd: string;
  /** Node options put before the program, e.g. ['--import', preload]. */
  readonly nodeArgs?: readonly string[];
  readonly env?: Record<string, string>;
  /** Killed (SIGKILL) once its peak memory passes this, so a failing test cannot take the machine down. */
  readonly maxMb?: number;
  readonly timeoutMs?: number;
  /** Called as output arrives, with everything so far, e.g. to send a signal at the right moment. */
  readonly onOutput?: (output: { stdout: string; stderr: string }, kill: (signal: NodeJS.Signals) => void) => void;
};

function peakOf(pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // exited meanwhile
  }
}

/** Runs the real program (bin/react-sfx.mjs) as a child process, watching its memory every 20 ms. */
export function runChildCli(args: readonly string[], options: ChildOptions): Promise<ChildResult> {
  const started = Date.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  let peakMb = 0;
  let killed: ChildResult['killed'];
  const kill = (signal: NodeJS.Signals) => child.kill(signal);
  const watch = setInterval(() => {
    if (child.pid === undefined) return;
    peakMb = Math.max(peakMb, peakOf(child.pid));
    if (peakMb > (options.maxMb ?? Number.POSITIVE_INFINITY) && killed === undefined) {
      killed = 'memory';
      child.kill('SIGKILL');
    }
  }, 20);
  const timer = setTimeout(() => {
    killed ??= 'time';
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 20_000);
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output.stdout += chunk;
    options.onOutput?.(output, kill);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output.stderr += chunk;
    options.onOutput?.(output, kill);
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearInterval(watch);
      clearTimeout(timer);
      resolve({ code, ...output, ms: Date.now() - started, peakMb: Math.round(peakMb), killed });
    });
  });
}
