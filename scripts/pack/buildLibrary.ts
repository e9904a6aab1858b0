/**
 * Builds the react-sfx package's dist/: the library as readable ESM (apps minify it): dist/index.js, and
 * in dist/chunks/ what it imports on first use (the Howl wrapper), so an app's bundler keeps that out of
 * its first load too. Its type
 * declarations, and the CLI compiled to plain JavaScript so `npx react-sfx` needs no TypeScript runner.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LIBRARY_ENTRY = join(ROOT, 'src/sfx/index.ts');
/** react-sfx/catalogue: the data and lookups server code may import (no 'use client'). */
const CATALOGUE_ENTRY = join(ROOT, 'src/sfx/catalogueEntry.ts');
/** react-sfx/synth: the catalogue rendered on the device; its recipes, DSP and mastering come from synth/. */
const SYNTH_ENTRY = join(ROOT, 'src/sfx/synth.ts');
/** Its render worker: an entry of its own, dist/renderWorker.js, sharing the renderer's chunk with synth.js. */
const RENDER_WORKER_ENTRY = join(ROOT, 'src/sfx/synth/renderWorker.ts');
const RENDER_WORKER_SOURCE = "new URL('./synth/renderWorker.ts', import.meta.url)";
export const RENDER_WORKER_FILE = 'renderWorker.js';
const WORKER_PLACEHOLDER = '__REACT_SFX_RENDER_WORKER__';

/**
 * synth.js starts its worker as `new Worker(new URL("./renderWorker.js", import.meta.url), { type: "module" })`,
 * the one form every app bundler (Vite, webpack, Turbopack, Rollup, Parcel) follows to bundle a worker, and that
 * a browser runs as is. Vite's own library build would bundle that worker a second time, with the renderer
 * inlined, under an address from the site's root: the source's `new URL` is hidden from it while it builds and
 * written back, naming the entry, once the chunk is out.
 */
function publishedWorker(): Plugin {
  return {
    name: 'react-sfx:published-worker',
    enforce: 'pre',
    transform(code, id) {
      if (id !== SYNTH_ENTRY) return null;
      if (!code.includes(RENDER_WORKER_SOURCE)) throw new Error(`src/sfx/synth.ts no longer starts its worker with ${RENDER_WORKER_SOURCE}`);
      return code.replace(RENDER_WORKER_SOURCE, `new URL(${WORKER_PLACEHOLDER}, import.meta.url)`);
    },
    renderChunk(code) {
      return code.includes(WORKER_PLACEHOLDER) ? code.replace(WORKER_PLACEHOLDER, JSON.stringify(`./${RENDER_WORKER_FILE}`)) : null;
    },
  };
}

/**
 * The client entry declares itself a client module for React Server Components frameworks (Next.js App
 * Router): a Server Component may then render SoundProvider or SoundButton. Rollup drops module-level
 * directives from the sources, so the build puts it back at the top of that one file.
 */
export const CLIENT_DIRECTIVE = "'use client';";
const CLI_ENTRY = join(ROOT, 'src/sfx/cli/main.ts');

/** Left to the app: one copy of React, and howler only when the first sound is decoded. */
export const LIBRARY_EXTERNALS = [/^react($|\/)/, /^react-dom($|\/)/, 'howler'];

type BuildOptions = NonNullable<Parameters<typeof build>[0]>['build'];

/** One unminified build into `outDir` (shared by the package entry and the CLI), readable when published. */
async function buildInto(outDir: string, options: BuildOptions, plugins: Plugin[] = []): Promise<void> {
  await build({
    root: ROOT,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins,
    build: { outDir, emptyOutDir: false, minify: false, ...options },
  });
}

function buildEntry(outDir: string): Promise<void> {
  return buildInto(outDir, {
    target: 'es2022',
    lib: {
      entry: { index: LIBRARY_ENTRY, catalogue: CATALOGUE_ENTRY, synth: SYNTH_ENTRY, renderWorker: RENDER_WORKER_ENTRY },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: LIBRARY_EXTERNALS,
      output: { chunkFileNames: 'chunks/[name]-[hash].js', banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? CLIENT_DIRECTIVE : '') },
    },
  }, [publishedWorker()]);
}

/** An SSR build targets Node: node: built-ins stay imports, the catalogue and constants are bundled in. */
function buildCli(outDir: string): Promise<void> {
  return buildInto(outDir, {
    target: 'node20',
    ssr: CLI_ENTRY,
    rollupOptions: { output: { entryFileNames: 'cli.js', banner: '#!/usr/bin/env node' } },
  });
}

async function declarationFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts')).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * tsc keeps the sources' `./x.ts` specifiers in declarations; published declarations must name the
 * emitted files (`./x.js`) for TypeScript's node16/nodenext resolution, as the JavaScript does.
 */
async function emitDeclarations(outDir: string): Promise<void> {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  await promisify(execFile)(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.lib.json'), '--outDir', outDir], { cwd: ROOT });
  // The synth entry reaches synth/, outside the library's root: its declarations are emitted from the
  // repository's root, and only its own file kept (what it exports names the library's types alone).
  const stage = await mkdtemp(join(tmpdir(), 'react-sfx-synth-types-'));
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.lib-synth.json'), '--outDir', stage], { cwd: ROOT });
    const synth = await readFile(join(stage, 'src/sfx/synth.d.ts'), 'utf8');
    if (/from '\.\.\//.test(synth)) throw new Error('dist/synth.d.ts would name a file outside the package');
    await writeFile(join(outDir, 'synth.d.ts'), synth);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
  for (const file of await declarationFiles(outDir)) {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/((?:from |import\()(['"])\.{1,2}\/[^'"]*?)\.tsx?\2/g, '$1.js$2'));
  }
}

export async function buildLibrary(outDir: string): Promise<void> {
  await buildEntry(outDir);
  await buildCli(outDir);
  await emitDeclarations(outDir);
}
