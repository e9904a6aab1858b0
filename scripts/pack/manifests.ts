/**
 * The package.json files of the two published packages. Both take their version from the library's
 * constants, so the sounds package is always the one whose files the built-in catalogue names.
 */
import { SOURCE_REPOSITORY_URL } from '../../src/config/links.ts';
import { SOUNDS_PACKAGE_VERSION } from '../../src/sfx/constants.ts';

export const VERSION = SOUNDS_PACKAGE_VERSION;

const shared = {
  version: VERSION,
  license: 'MIT',
  author: 'react-sfx contributors',
  homepage: `${SOURCE_REPOSITORY_URL}#readme`,
  bugs: { url: `${SOURCE_REPOSITORY_URL}/issues` },
  repository: { type: 'git', url: `git+${SOURCE_REPOSITORY_URL}.git` },
};

export const libraryManifest = {
  name: 'react-sfx',
  ...shared,
  description: 'Sound effects for React: 72 built-in sounds, a useSound hook, SoundButton, a global on/off switch and a self-hosting CLI.',
  keywords: ['react', 'sound', 'sound-effects', 'sfx', 'audio', 'howler', 'hooks', 'ui-sounds', 'react-sounds'],
  type: 'module',
  // Nothing runs on import: bundlers may drop whatever an app does not use.
  sideEffects: false,
  // `default` lets require('react-sfx') load the ES module on Node 20.19+ (require(esm)), and Jest.
  // `./catalogue` is the part a React Server Component may import (the main entry is 'use client').
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    './catalogue': { types: './dist/catalogueEntry.d.ts', import: './dist/catalogue.js', default: './dist/catalogue.js' },
    './synth': { types: './dist/synth.d.ts', import: './dist/synth.js', default: './dist/synth.js' },
    './package.json': './package.json',
  },
  main: './dist/index.js',
  module: './dist/index.js',
  types: './dist/index.d.ts',
  bin: { 'react-sfx': './dist/cli.js' },
  files: ['dist'],
  engines: { node: '>=20' },
  peerDependencies: { react: '^18.0.0 || ^19.0.0', howler: '^2.2.0' },
  // Types only, no code: makeRemoteSound and useSound's `sound` hand out a howler Howl, typed as howler's
  // own (react-sounds' declarations name the same type), so an app needs nothing more to use it typed.
  dependencies: { '@types/howler': '^2.2.13' },
};

export const soundsManifest = {
  name: 'react-sfx-sounds',
  ...shared,
  description: `The built-in sounds of react-sfx ${VERSION} as MP3 files, laid out for a CDN: v1/<category>/<name>.<hash>.mp3.`,
  keywords: ['react-sfx', 'sound', 'sound-effects', 'sfx', 'mp3', 'audio'],
  files: ['v1'],
};
