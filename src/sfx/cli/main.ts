import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './args.ts';
import { removePendingTempFiles } from './atomicWrite.ts';
import type { CliIo } from './io.ts';
import { CliError, EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './io.ts';
import { SOUNDS_PACKAGE_VERSION } from '../constants.ts';
import { list } from './list.ts';
import { pick } from './pick.ts';
import { sync } from './sync.ts';
import { USAGE } from './usage.ts';

/** Runs the CLI with `argv` (without node and script) and returns the exit code; never calls process.exit. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0) {
    io.stderr.write(USAGE);
    return EXIT_USAGE;
  }
  try {
    const command = parseArgs(argv);
    if (command.kind === 'help') {
      io.stdout.write(USAGE);
      return EXIT_OK;
    }
    if (command.kind === 'version') {
      io.stdout.write(`react-sfx ${SOUNDS_PACKAGE_VERSION}\n`);
      return EXIT_OK;
    }
    if (command.kind === 'list') {
      list(command.options, io);
      return EXIT_OK;
    }
    if (command.kind === 'sync') return await sync(command.options, io);
    return await pick(command.options, io);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.stderr.write(`react-sfx: ${error.message}\n`);
    return error.exitCode;
  }
}

/** Exit codes of a process ended by a signal, as shells report them (128 + the signal's number). */
const SIGNAL_EXIT: Readonly<Record<'SIGINT' | 'SIGTERM', number>> = { SIGINT: 130, SIGTERM: 143 };
/** How long an interrupted run may take to finish the writes under way before it is cut short. */
const STOP_GRACE_MS = 3_000;

/**
 * The process entry, used by bin/react-sfx.mjs and `npm run cli`. SIGINT and SIGTERM stop the run
 * cleanly: requests are aborted, a file being written is finished or removed, and no temporary file
 * stays in the output folder. Should that take too long, the temp files are removed and the process ends.
 */
export async function main(): Promise<void> {
  const interrupt = new AbortController();
  let signalExit: number | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      signalExit = SIGNAL_EXIT[signal];
      interrupt.abort();
      setTimeout(() => {
        removePendingTempFiles();
        process.exit(signalExit);
      }, STOP_GRACE_MS).unref();
    });
  }
  try {
    const io = { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), signal: interrupt.signal };
    process.exitCode = await run(process.argv.slice(2), io);
  } catch (error) {
    // A bug, not bad input: still one line, and the stack only when asked for.
    const message = error instanceof Error ? error.message : String(error);
    const stack = process.env.DEBUG && error instanceof Error ? `\n${error.stack ?? ''}` : '';
    process.stderr.write(`react-sfx: unexpected error: ${message}${stack}\n`);
    process.exitCode = EXIT_FAILED;
  }
  removePendingTempFiles();
  if (signalExit !== undefined) process.exitCode = signalExit;
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) await main();
