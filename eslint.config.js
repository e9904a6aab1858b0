import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (see DESIGN.md): src/sfx <- store <- the site (src/app, src/pages, src/components,
// src/lib). Relative import strings only make sense next to the importing file's depth, so folders that
// must not be left are described per depth: a file `depth` folders below the root climbs out with
// `depth + 1` leading '../'. ESLint replaces (does not merge) a rule's options when several config
// objects match a file, so every file group below receives its complete list of restrictions once.

const climbsOut = (depth) => `^(\\.\\./){${depth + 1}}`;
const deepFiles = (folder, depth) => `${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`;
const DEPTHS = [0, 1, 2, 3];

const HOWLER = { name: 'howler', message: 'howler is used only in src/sfx/runtime/engine.ts.' };
const REACT_REDUX = { name: 'react-redux', message: 'Use the typed hooks from store/hooks.ts.' };
const LIBRARY_PACKAGES = ['react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'The library knows nothing of Redux or the router.',
}));
const LIBRARY_SELF = { name: 'react-sfx', message: 'Inside the library, import files directly.' };
const LIBRARY_BY_NAME = {
  regex: '^(\\.{1,2}/)+(src/)?sfx(/|$)',
  message: "Import the library through its public entry: 'react-sfx'.",
};
const SITE_FROM_STORE = {
  regex: '^(\\.\\./)+src/(app|pages|components|lib)(/|$)',
  message: 'The store must not depend on the site.',
};
const OUTSIDE_LIBRARY = 'The library (src/sfx) imports nothing outside itself.';
const OTHER_PAGE = 'Pages never import each other; share code through src/components or src/lib.';

function restrictImports(files, paths, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } };
}

const libraryBoundaries = [
  ...DEPTHS.map((depth) =>
    restrictImports([deepFiles('src/sfx', depth)], [HOWLER, ...LIBRARY_PACKAGES, LIBRARY_SELF], [
      { regex: climbsOut(depth), message: OUTSIDE_LIBRARY },
    ]),
  ),
  restrictImports(['src/sfx/runtime/engine.ts'], [...LIBRARY_PACKAGES, LIBRARY_SELF], [
    { regex: climbsOut(1), message: OUTSIDE_LIBRARY },
  ]),
];

const storeBoundaries = [
  restrictImports(['store/**/*.{ts,tsx}'], [HOWLER, REACT_REDUX], [SITE_FROM_STORE, LIBRARY_BY_NAME]),
  restrictImports(['store/hooks.ts'], [HOWLER], [SITE_FROM_STORE, LIBRARY_BY_NAME]),
];

const siteBoundaries = [
  restrictImports(['src/*.{ts,tsx}', 'src/{app,components,lib}/**/*.{ts,tsx}'], [HOWLER, REACT_REDUX], [LIBRARY_BY_NAME]),
  // A file `depth` folders inside its page folder reaches another page by climbing depth + 1 levels.
  ...DEPTHS.map((depth) =>
    restrictImports([deepFiles('src/pages/*', depth)], [HOWLER, REACT_REDUX], [
      LIBRARY_BY_NAME,
      { regex: `${climbsOut(depth)}(?!\\.\\./)`, message: OTHER_PAGE },
      { regex: '(^|/)pages/', message: OTHER_PAGE },
    ]),
  ),
];

export default defineConfig(
  globalIgnores(['dist/', '.scratch/', 'dist-pkg/', 'public/', 'node_modules/', 'coverage/', 'test-results/', '.synth-preview/', 'tests/consumer/dist/', 'tests/consumer/node_modules/']),
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
  ...libraryBoundaries,
  ...storeBoundaries,
  ...siteBoundaries,
);
