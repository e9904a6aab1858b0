import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compileHintPlugin } from './scripts/vite-plugin-compile-hint.ts';
import { crawlerFilesPlugin } from './scripts/vite-plugin-crawler-files.ts';
import { headersPlugin } from './scripts/vite-plugin-headers.ts';
import { highlightPlugin } from './scripts/vite-plugin-highlight.ts';
import { prerenderPlugin } from './scripts/vite-plugin-prerender.ts';
import { siteBase } from './scripts/siteBase.ts';
import { soundCatalogue } from './src/sfx/catalogue.ts';
import packageJson from './package.json' with { type: 'json' };
import { docsDataPlugin } from './scripts/vite-plugin-docs-data.ts';

const soundKeys = Object.keys(soundCatalogue);

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/;

const THEME_COLOUR = '#4f46e5';

/** The Sound Studio's MP3 encoder chunk (assets/studio-encoder-<hash>.js): sw/routes.ts caches it by this name. */
const STUDIO_ENCODER_CHUNK = 'studio-encoder';

/** The library's code loaded on a sound's first use: fetching, howler and its wrapper, sprites, the renderer. */
const LIBRARY_LAZY_CHUNK = /(^|\/)(loader|howler|howlSound|sprites|renderOnDevice)-[\w-]+\.js$/;

const BASE = siteBase(process.env.SITE_BASE);

/**
 * Where `npm run build` puts the server build of src/app/prerender.tsx that prerenders the pages: one per
 * base, since the pages' links and canonical URLs carry it. PRERENDER_OUT moves it, so two checkouts sharing
 * node_modules do not overwrite each other's.
 */
export const PRERENDER_OUT_DIR =
  process.env.PRERENDER_OUT ?? `node_modules/.prerender${BASE === '/' ? '' : BASE.replaceAll('/', '_')}`;

export default defineConfig(({ isSsrBuild }) => ({
  base: BASE,
  // The server build only prerenders: it needs none of public/ (the sounds, icons) copied next to it.
  // A stylesheet per chunk (Vite's default): each prerendered page inlines its own (scripts/vite-plugin-prerender.ts).
  build: {
    // SITE_OUT_DIR builds a second site beside dist/ (the e2e tests' sub-path build: dist-subpath/).
    outDir: isSsrBuild ? PRERENDER_OUT_DIR : (process.env.SITE_OUT_DIR ?? 'dist'),
    copyPublicDir: !isSsrBuild,
    // The prerendered pages link the chunks they need, and a route's chunks load with its page. The library's
    // lazy code is another matter: the loader imports the catalogue's chunks, the renderer the studio's
    // settings, which a page without the catalogue (/, /docs) has not loaded; only the importing chunk's
    // arrival would ask for them, a round trip later, before the sound's own request. So they are preloaded
    // with it (Vite's helper skips what a link already asked for, and the browser what it has loaded);
    // nothing else is, and the pages' HTML gets no links. No polyfill: a browser without modulepreload
    // (Safari before 17) ignores the links and loads as before.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (chunk, deps, { hostType }) => (hostType === 'js' && LIBRARY_LAZY_CHUNK.test(chunk) ? deps : []),
    },
    rolldownOptions: {
      output: {
        // React, the router and Redux load on every page anyway: one file compresses better than three.
        // The library's settings (its constants and time-outs) apart from its fetching code, which shares them:
        // together, the landing page would load the fetching code and the catalogue with them.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                // With Vite's helper for import() (every page's lazy parts use it): the framework loads on every page,
                // and the helper needs no request of its own.
                { name: 'framework', test: (id: string) => FRAMEWORK_MODULES.test(id) || id.includes('preload-helper') },
                // With them, where a sound lives (soundAddress.ts, a few names shared by the fetching code and
                // react-sfx/synth): on its own it became a chunk that the fetching code could only ask for once
                // it had arrived, a round trip more before a first sound's request (modulePreload is off).
                { name: 'sfx-settings', test: /src[\\/]sfx[\\/](constants|runtime[\\/]loadTimeout|soundAddress)\.ts$/ },
                // Small shared UI that /, /sounds and /docs each load on a first visit (the category badge and
                // its colours, the copy button and its feedback): one chunk, not one per set of pages that share
                // a piece. The studio and the docs' sound selector reuse parts of it, which would split it in four.
                { name: 'site-ui', test: /src[\\/](components[\\/](CategoryBadge|CopyButton|CopyStateIcon|useCopyFeedback)\.tsx?|lib[\\/](categoryColor|clipboard)\.ts)$/ },
              ],
            },
      },
    },
  },
  // The prerendered footer shows the build's year; the browser corrects it after hydration when it differs.
  // The catalogue's counts are build-time constants too, so the landing page need not load the catalogue.
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SOUND_COUNT__: JSON.stringify(soundKeys.length),
    __CATEGORY_COUNT__: JSON.stringify(new Set(soundKeys.map((key) => key.split('/')[0])).size),
    // The version the docs say they document.
    __LIBRARY_VERSION__: JSON.stringify(packageJson.version),
  },
  // The Sound Studio's worker loads the MP3 encoder with import() only on export: a module worker keeps
  // that a chunk of its own (the default iife format would inline it).
  worker: {
    format: 'es',
    // The encoder chunk gets a name of its own: it is left out of the precache (87 KB gzip of LAME in
    // WebAssembly, for visitors who may never export) and cached when first used (sw/routes.ts).
    rolldownOptions: {
      // Dependencies stay where they are: synth's buffer helpers belong to the worker, which must not import
      // this chunk up front.
      output: { codeSplitting: { groups: [{ name: STUDIO_ENCODER_CHUNK, includeDependenciesRecursively: false, test: /wasm-media-encoders|synth[\\/]encode[\\/](mp3|lameTag|mp3frames)\.ts$/ }] } },
    },
  },
  resolve: {
    // The site uses the library only through its public entry, as a consumer would.
    alias: [
      { find: /^react-sfx$/, replacement: fileURLToPath(new URL('./src/sfx/index.ts', import.meta.url)) },
      { find: /^react-sfx\/synth$/, replacement: fileURLToPath(new URL('./src/sfx/synth.ts', import.meta.url)) },
    ],
  },
  plugins: [
    highlightPlugin(),
    docsDataPlugin(),
    react(),
    prerenderPlugin({ serverEntry: `${PRERENDER_OUT_DIR}/prerender.js` }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already picks up the icons, and the plugin adds manifest.webmanifest itself:
      // naming either twice would duplicate precache entries.
      includeManifestIcons: false,
      injectManifest: {
        // The shell only: audio is cached at run time, never precached; the link-preview card is for crawlers.
        // The docs' search index too, so the search works offline (scripts/vite-plugin-prerender.ts writes it).
        globPatterns: ['**/*.{html,js,css,svg,png,woff2}', 'search-index.json'],
        // sounds/ holds the Sound Library's page (sounds/index.html) beside any self-hosted copies.
        // The docs' HTML stays out too (/docs's 27 KB gzip, its sub-pages' about 15 KB each): their scripts are
        // precached, so online the worker takes a docs page from the network and offline it answers with the home
        // page's, which renders the asked-for page afresh (sw/routes.ts, offlineShellFor). The Sound Library's and
        // the studio's pages, which visitors reload offline to play sounds, stay in.
        // react-sfx/synth's renderer for pages where no worker can start (renderOnDevice, about 14 KB gzip) stays
        // out too: every browser the build targets starts module workers, and offline sounds render in the worker,
        // whose script is precached. Where a worker is refused, the page fetches it from the network.
        globIgnores: ['cdn/**', '**/*.mp3', 'social-card.png', `assets/${STUDIO_ENCODER_CHUNK}-*.js`, 'assets/renderOnDevice-*.js', 'docs/**/index.html'],
      },
      manifest: {
        name: 'react-sfx',
        short_name: 'react-sfx',
        description: 'Sound effects for React apps: a categorised sound library, its documentation and demos.',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: `${BASE}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
          { src: `${BASE}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
          { src: `${BASE}icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    headersPlugin(),
    // Chromium compiles the larger scripts as they stream in, not function by function as they first run.
    compileHintPlugin(),
    crawlerFilesPlugin({ serverEntry: `${PRERENDER_OUT_DIR}/prerender.js` }),
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
}));
