import { spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ROOT, pinnedDependencies, run } from './packages.ts';

const TEMPLATE = join(ROOT, 'tests/consumer');

export type ConsumerApp = {
  readonly dir: string;
  /** `tsc --noEmit` with the app's strict tsconfig. */
  readonly typecheck: () => Promise<void>;
  /** `vite build` with the given VITE_* variables; the output is dir/dist. */
  readonly build: (env: Record<string, string>) => Promise<void>;
  /** `vite` (the dev server, which pre-bundles dependencies) with the given VITE_* variables, on a free port. */
  readonly dev: (env: Record<string, string>) => Promise<{ url: string; close: () => void }>;
  /** Runs a command in the app folder, as a developer would in a terminal. */
  readonly exec: (command: string, args: readonly string[], env?: Record<string, string>) => Promise<{ stdout: string; stderr: string }>;
};

/** A port nothing listens on now, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Copies tests/consumer into a temporary folder and installs the tarballs there, with React, howler,
 * Vite and TypeScript at this repository's versions. npm's cache makes a repeat install take seconds.
 */
/** React 18's packages, for the run that checks the library's lower peer range. */
const REACT_18 = ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18.3.31', '@types/react-dom@18.3.7'];

/**
 * react-sounds at the version react-sfx claims its names from, installed for its declarations only:
 * src/DropIn.tsx assigns react-sfx's exports to its types.
 */
const REACT_SOUNDS = 'react-sounds@1.0.30';

export async function installConsumerApp(tarballs: readonly string[], { react = 19 }: { react?: 18 | 19 } = {}): Promise<ConsumerApp> {
  const dir = await mkdtemp(join(tmpdir(), 'react-sfx-consumer-'));
  await cp(TEMPLATE, dir, { recursive: true, filter: (source) => !['node_modules', 'dist'].includes(basename(source)) });
  const exec = (command: string, args: readonly string[], env: Record<string, string> = {}) =>
    run(command, args, { cwd: dir, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  const pinned = pinnedDependencies();
  const dependencies = react === 19 ? pinned : [...pinned.filter((spec) => !/^(@types\/)?react(-dom)?@/.test(spec)), ...REACT_18];
  await exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, ...dependencies, REACT_SOUNDS]);
  const bin = (name: string) => join(dir, 'node_modules/.bin', name);
  return {
    dir,
    exec,
    typecheck: async () => {
      try {
        await exec(bin('tsc'), ['--noEmit']);
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`tsc --noEmit failed in the consumer app:\n${stdout}${stderr}`, { cause: error });
      }
    },
    build: async (env) => void (await exec(bin('vite'), ['build', '--logLevel', 'warn'], env)),
    dev: async (env) => {
      const port = await freePort();
      const server = spawn(bin('vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`vite did not start in 30 s:\n${output}`)), 30_000);
        const read = (chunk: Buffer) => {
          output += String(chunk);
          // (colours stripped: with CI set, Vite colours its output and the port is set in bold)
          if (stripVTControlCharacters(output).includes(`127.0.0.1:${port}`)) {
            clearTimeout(timer);
            resolve();
          }
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        server.once('exit', (code) => reject(new Error(`vite exited with ${code}:\n${output}`)));
      });
      return { url: `http://127.0.0.1:${port}/`, close: () => void server.kill() };
    },
  };
}
