import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycles } from './scripts/lint/noImportCycles.js';

// Import layers (docs/architecture.md): src/sfx <- store <- the site (src/app, src/pages, src/components); src/config
// imports nothing. Each folder is declared once as an element; boundaries resolves every import (static,
// re-export and dynamic import()) to a file and checks the pair of elements, so the depth of the importing
// file and the spelling of the path do not matter.

// partialMatch: false anchors each pattern at the repository root: a folder named `components` inside a
// page is part of that page, not the shared components.
const ELEMENTS = [
  { type: 'library', pattern: 'src/sfx' },
  { type: 'app', pattern: 'src/app' },
  { type: 'page', pattern: 'src/pages/*', capture: ['page'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'config', pattern: 'src/config' },
  { type: 'store', pattern: 'store' },
  { type: 'sw', pattern: 'sw' },
  { type: 'synth', pattern: 'synth' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'bench', pattern: 'bench' },
  { type: 'tests', pattern: 'tests' },
  { type: 'bin', pattern: 'bin' },
].map((element) => ({ ...element, partialMatch: false }));

// Elements are folders; the loose files around them are classified as files instead. `entry` is src/main.tsx
// (the composition root) with the stylesheet and ambient declarations beside it; `tooling` the root configs.
const FILES = [
  { category: 'entry', pattern: 'src/*' },
  { category: 'tooling', pattern: '*' },
];

const element = (type, more) => ({ element: { type, ...more } });
const file = (category) => ({ file: { categories: category } });
const libraryFile = (paths) => element('library', { fileInternalPath: paths });
const npm = (source) => ({ module: { origin: 'external', source } });
const anyPackage = { module: { origin: ['external', 'core'] } };

// 'react-sfx' is not in node_modules (it is a Vite and tsconfig alias of src/sfx/index.ts), so the resolver
// leaves it unresolved and boundaries classifies it as an external package: exactly how the site must see it.
const LIBRARY_ENTRY = npm('react-sfx');

// Policies are read top to bottom and the last one that matches an import decides, so the allowances
// come first and the exceptions to them after. Imports inside one element (a page's own files, the
// library's files among themselves) are not checked; anything not allowed here is an error.
const POLICIES = [
  // Packages and Node built-ins, for every layer but the two that hold plain values (and tests, below).
  {
    from: [
      element(['library', 'store', 'app', 'page', 'components', 'sw', 'synth', 'scripts', 'bench', 'bin']),
      file(['entry', 'tooling']),
    ],
    allow: { to: anyPackage },
  },
  { from: element('lib'), allow: { to: [element('config'), LIBRARY_ENTRY] } },
  { from: file('entry'), allow: { to: [element(['app', 'store', 'lib', 'config']), file('entry')] } },
  { from: element('app'), allow: { to: element(['store', 'page', 'components', 'lib', 'config']) } },
  { from: element('page'), allow: { to: element(['store', 'components', 'lib', 'config']) } },
  { from: element('components'), allow: { to: element(['store', 'lib', 'config']) } },
  // The docs page's sections and demos import its samples as highlighted text (scripts/vite-plugin-highlight.ts):
  // the query makes them unresolvable, so they are allowed by name, from that page into its samples/ only.
  {
    from: element('page', { captured: { page: 'docs' } }),
    allow: { dependency: { source: ['../samples/*?highlight', '../samples/**/*?highlight'] } },
  },
  // The Sound Studio runs synth's recipes, reshaping and mastering in a Web Worker in the browser (and loads
  // synth's MP3 encoder on export): that page alone may reach synth.
  { from: element('page', { captured: { page: 'studio' } }), allow: { to: element('synth') } },
  // Build-time constants: the catalogue's keys and the library's version and CDN settings.
  { from: element('scripts'), allow: { to: [element('config'), libraryFile(['catalogue.ts', 'constants.ts'])] } },
  // ...and writes pages with the site's one escape.
  { from: element('scripts'), allow: { to: element('lib', { fileInternalPath: 'markup.ts' }) } },
  // The figures the docs state (time-outs, thresholds) are read from the constants the library runs on.
  {
    from: element('scripts', { fileInternalPath: 'docs-facts.ts' }),
    allow: { to: libraryFile(['runtime/loader.ts', 'runtime/howlSound.ts', 'runtime/loadTimeout.ts', 'cli/fetchSound.ts', 'cli/pick.ts', 'cli/boundedRead.ts', 'cli/soundSha256.ts']) },
  },
  // ...and what the render worker's warm-up renders, from synth's own settings.
  { from: element('scripts', { fileInternalPath: 'docs-facts.ts' }), allow: { to: element('synth', { fileInternalPath: 'warmUp.ts' }) } },
  // The root configs read the catalogue's keys, and vite.config.ts the version in package.json (for the docs).
  { from: file('tooling'), allow: { to: [element('scripts'), libraryFile('catalogue.ts'), file('tooling')] } },
  // The worker checks a sound's bytes against the catalogue's content hashes (sw/verify.ts).
  { from: element('sw'), allow: { to: libraryFile(['catalogue.ts', 'soundAddress.ts']) } },
  // A sound's file names and paths are written once, in the library, for synth too (docs/architecture.md).
  { from: element('synth'), allow: { to: libraryFile('soundAddress.ts') } },
  // react-sfx/synth renders the catalogue on the device with synth's own recipes, DSP and mastering.
  { from: libraryFile('synth/renderOnDevice.ts'), allow: { to: element('synth') } },
  // Its worker warms up with synth's own takes (kept out of the page's copy of the renderer).
  { from: libraryFile('synth/renderWorker.ts'), allow: { to: element('synth', { fileInternalPath: 'warmUp.ts' }) } },
  // ...and the site's own files (the folder it serves the catalogue from, the page file for an address) once,
  // in src/config/siteFiles.mjs: for synth, the site, the worker and scripts/serve.mjs.
  { from: element('synth'), allow: { to: element('config', { fileInternalPath: 'siteFiles.mjs' }) } },
  // ...and knows the site's pages from the page table, to answer those it does not precache.
  { from: element('sw'), allow: { to: element('config') } },
  {
    from: element('bench'),
    allow: { to: [element(['scripts', 'store', 'synth', 'tests']), element('page', { captured: { page: 'studio' } }), libraryFile('catalogue.ts')] },
  },
  // Tests reach whatever they test, by whatever path.
  { from: element('tests'), allow: { to: { module: { origin: ['local', 'external', 'core'] } } } },

  // The library is published on its own: it may not lean on the site's packages or on its own alias.
  {
    from: element('library'),
    disallow: { to: npm(['react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom']) },
    message: 'The library knows nothing of Redux or the router: it is configured through props, options and setters.',
  },
  {
    from: element('library'),
    disallow: { to: LIBRARY_ENTRY },
    message: "Inside the library files import each other directly; 'react-sfx' is the entry for its users.",
  },
  {
    from: [element(['store', 'app', 'page', 'components', 'lib']), file('entry')],
    disallow: { to: element('library') },
    message: "The site and the store use the library through its public entry: import from 'react-sfx'.",
  },

  // Each third-party package has one home (docs/architecture.md): forbidden everywhere, then allowed in it.
  { disallow: { to: npm('howler') }, message: 'howler is used only in src/sfx/runtime/engine.ts.' },
  // (runtime/model.ts takes only its Howl type, the one the package's types hand out.)
  { from: [libraryFile(['runtime/engine.ts', 'runtime/model.ts']), element('tests')], allow: { to: npm('howler') } },
  { disallow: { to: npm('react-redux') }, message: 'Use the typed hooks from store/hooks.ts.' },
  { from: [element('store', { fileInternalPath: 'hooks.ts' }), element('tests')], allow: { to: npm('react-redux') } },
  {
    disallow: { to: npm(['workbox-window', 'virtual:pwa-register']) },
    message: 'The service worker is registered only in src/app/UpdatePrompt.tsx.',
  },
  {
    from: [element('app', { fileInternalPath: 'UpdatePrompt.tsx' }), element('tests')],
    allow: { to: npm(['workbox-window', 'virtual:pwa-register']) },
  },
];

const importLayers = {
  files: ['**/*.{js,mjs,ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': ELEMENTS,
    'boundaries/files': FILES,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/legacy-templates': false,
    // Relative imports name their .ts/.tsx file, which the Node resolver (the plugin's own dependency)
    // finds as is; the extensions cover an import written without one.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Packages are checked too (their homes above), and so is a relative import that resolves to no
        // element: an unclassified path must not be a way around the layers.
        checkAllOrigins: true,
        checkUnknownLocals: true,
        policies: POLICIES,
      },
    ],
    // A file outside every element would escape the layers without a word.
    'boundaries/no-unknown-files': 'error',
  },
};

// boundaries reads import() only when its argument is a string literal; a computed one is unchecked.
const literalDynamicImports = {
  files: ['src/**', 'store/**', 'sw/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportExpression[source.type!="Literal"]',
        message: 'Give import() a string literal, so that lint can check which layer it reaches.',
      },
    ],
  },
};

// No circle of files in the library, type imports and import() included (docs/architecture.md): each file
// can be read knowing only the files below it, and the lazy parts stay apart from what loads up front.
const noLibraryCycles = {
  files: ['src/sfx/**/*.{ts,tsx}'],
  plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
  rules: { 'local/no-import-cycles': ['error', { root: `${import.meta.dirname}/src/sfx` }] },
};

export default defineConfig(
  globalIgnores(['dist/', 'dist-subpath/', '.scratch/', 'dist-pkg/', 'temp/', 'public/', 'node_modules/', 'coverage/', 'test-results/', '.synth-preview/', 'tests/consumer/dist/', 'tests/consumer/node_modules/', 'tests/consumer-next/']),
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strict],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'store/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  { files: ['src/**', 'store/**'], languageOptions: { globals: globals.browser } },
  { files: ['sw/**'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['synth/**', 'scripts/**', 'tests/**', 'bench/**', 'src/sfx/cli/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['tests/**'], languageOptions: { globals: globals.browser } },
  importLayers,
  literalDynamicImports,
  noLibraryCycles,
);
