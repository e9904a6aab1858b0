/**
 * Vite wraps every dynamic import of a browser build in its preload helper, which loads the imported
 * chunk's CSS and modulepreloads its imports first. This site has neither to load: one stylesheet,
 * inlined into every page (cssCodeSplit off), and module preloading off (the prerendered pages link
 * what they need). The helper still cost each page 0.7 KB gzip, a tenth of the landing page's own code;
 * this plugin puts a plain import in its place.
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'react-sfx:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.cssCodeSplit || config.build.modulePreload !== false) {
        throw new Error('plain-dynamic-imports: needs build.cssCodeSplit false and build.modulePreload false');
      }
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return 'export const __vitePreload = (load) => load();';
    },
  };
}
