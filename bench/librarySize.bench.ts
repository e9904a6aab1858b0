import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, minifySync, type Rolldown } from 'vite';
import { LIBRARY_EXTERNALS } from '../scripts/pack/buildLibrary.ts';

const ENTRY = fileURLToPath(new URL('../src/sfx/index.ts', import.meta.url));
/** react-sfx/synth, the subpath that renders the catalogue on the device. */
export const SYNTH_ENTRY = fileURLToPath(new URL('../src/sfx/synth.ts', import.meta.url));

/** `imports`: the chunks this one imports statically (loaded with it). */
export type ChunkSize = { fileName: string; minified: number; gzip: number; imports: string[] };
/**
 * `worker`: the worker bundle the app's build makes where the entry starts one (react-sfx/synth's render
 * worker): its own copy of what it imports, fetched instead of the page's renderer wherever a worker starts.
 */
export type LibrarySize = { chunks: ChunkSize[]; totalGzip: number; catalogueGzip: number; worker?: ChunkSize };

/**
 * The library entry as an app's production build bundles it: minified, react and howler left out, then
 * gzipped. With `only`, an app that imports just those exports (what tree-shaking leaves of the library for
 * it). Built in Vite's library mode (an app build would add Vite's own preload helper, the app's and not
 * ours), whose ES output keeps its whitespace: each file then goes through Vite's minifier as a whole, as
 * an app's build minifies it.
 */
export async function measureLibrarySize(only?: readonly string[], from = ENTRY): Promise<LibrarySize> {
  const scratch = only ? await mkdtemp(join(tmpdir(), 'react-sfx-size-')) : undefined;
  let entry = from;
  if (scratch && only) {
    entry = join(scratch, 'app.ts');
    await writeFile(entry, `export { ${only.join(', ')} } from ${JSON.stringify(from)};\n`);
  }
  // As an app's production build compiles it (JSX without the dev runtime), also when run under vitest,
  // which sets NODE_ENV=test.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'react-sfx' },
      rollupOptions: { external: LIBRARY_EXTERNALS },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    return scratch && rm(scratch, { recursive: true, force: true });
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const files = results.flatMap((result) => result.output);
  const sized = (fileName: string, code: string | Uint8Array, imports: string[] = []): ChunkSize => {
    const { code: minified } = minifySync(fileName, typeof code === 'string' ? code : new TextDecoder().decode(code), { module: true });
    return { fileName, minified: minified.length, gzip: gzipSync(minified, { level: 9 }).length, imports };
  };
  const chunks = files.filter((item) => item.type === 'chunk').map((chunk) => sized(chunk.fileName, chunk.code, chunk.imports));
  const worker = files.find((item) => item.type === 'asset' && /Worker[^/]*\.js$/.test(item.fileName));
  const { soundCatalogue } = await import('../src/sfx/catalogue.ts');
  return {
    chunks,
    totalGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    catalogueGzip: gzipSync(JSON.stringify(soundCatalogue), { level: 9 }).length,
    worker: worker?.type === 'asset' ? sized(worker.fileName, worker.source) : undefined,
  };
}

/** The entry chunk and every chunk it imports statically: what an app loads up front. */
export function upFront(chunks: readonly ChunkSize[], entry = 'react-sfx.js'): ChunkSize[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Map<string, ChunkSize>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || loaded.has(name)) return;
    loaded.set(name, chunk);
    chunk.imports.forEach(visit);
  };
  visit(entry);
  return [...loaded.values()];
}
