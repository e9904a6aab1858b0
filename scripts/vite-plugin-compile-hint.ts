/**
 * Marks the site's larger scripts with Chromium's per-file explicit compile hint, `//# allFunctionsCalledOnLoad`,
 * as their first line. Chromium then compiles every function of the file with the file, on the thread that
 * streams it in (or, for a file that arrives whole, in one task as it loads), instead of compiling each one on
 * the main thread the first time it runs: hydration and a visitor's first interactions no longer stop for the
 * compiler. Other engines read it as a comment.
 *
 * - Every chunk of the site is loaded when its page, or a sound, is about to run it, so eager compilation
 *   wastes little. Small chunks are left alone: their functions compile in microseconds, and the line costs
 *   every chunk about 40 bytes of gzip.
 * - It must be the file's first line, so it is added after Vite's own prologue (`__vite__mapDeps`), at the
 *   end of generateBundle. The chunk's hash counts it, and its source map moves down a line with it.
 * - The client build only: the prerendering server build runs in Node, which never reads it.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Chunks of fewer characters compile fast enough lazily (the runtime's, the settings', the shared UI's). */
export const COMPILE_HINT_MIN_CHARACTERS = 8_000;

export function compileHintPlugin(): Plugin {
  return {
    name: 'react-sfx:compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // (The hint is the same for every chunk: counting it in all of them keeps the hashes honest.)
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < COMPILE_HINT_MIN_CHARACTERS) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // A leading empty line in the mappings moves every mapping down one line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
