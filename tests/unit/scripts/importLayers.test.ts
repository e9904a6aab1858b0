// @vitest-environment node
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import layers of eslint.config.js, checked through ESLint itself: each snippet is linted as if it
 * were a file at that path of the repository (the file need not exist; its folder decides its layer).
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

type Report = { ruleId: string | null; line: number };

/** What the layer rules (and any parse error or ignored-file notice, which would hide them) report. */
async function layerReports(filePath: string, code: string): Promise<Report[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result.messages
    .filter((message) => message.ruleId === null || message.ruleId.startsWith('boundaries/'))
    .map(({ ruleId, line }) => ({ ruleId, line }));
}

const crossing = (line: number): Report[] => [{ ruleId: 'boundaries/dependencies', line }];

// Loading the configuration and its plugins takes a moment once.
beforeAll(() => layerReports('src/lib/warmUp.ts', 'export {};'), 30_000);

describe('import layers: crossings are errors', () => {
  it.each([
    [
      'a component importing the app',
      'src/components/Probe.tsx',
      "import { useState } from 'react';\nimport { Layout } from '../app/Layout.tsx';\nexport const probe = [useState, Layout];",
      2,
    ],
    [
      'a page importing another page',
      'src/pages/home/Probe.tsx',
      "import { paths } from '../../config/paths.ts';\nimport { SoundsPage } from '../sounds/SoundsPage.tsx';\nexport const probe = [paths, SoundsPage];",
      2,
    ],
    [
      'a page loading another page with import()',
      'src/pages/home/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('../docs/DocsPage.tsx');",
      2,
    ],
    [
      'a page loading the app with import()',
      'src/pages/sounds/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('../../app/Layout.tsx');",
      2,
    ],
    [
      'a file four folders inside a page importing another page',
      'src/pages/docs/a/b/c/Probe.tsx',
      "import { HomePage } from '../../../../home/HomePage.tsx';\nexport const probe = HomePage;",
      1,
    ],
    [
      'a component loading howler',
      'src/components/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('howler');",
      2,
    ],
    [
      'a library hook loading howler',
      'src/sfx/hooks/useProbe.ts',
      "import { useState } from 'react';\nexport const load = () => import('howler');\nexport const probe = useState;",
      2,
    ],
    ['a page importing react-redux', 'src/pages/sounds/Probe.tsx', "export const probe = 1;\nimport 'react-redux';", 2],
    [
      'a component loading workbox-window',
      'src/components/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('workbox-window');",
      2,
    ],
    [
      "a component loading workbox-window's ES2015+ module",
      'src/components/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('workbox-window/Workbox.js');",
      2,
    ],
    [
      'the app registering the worker outside UpdatePrompt',
      'src/app/Probe.tsx',
      "import { useRegisterSW } from 'virtual:pwa-register/react';\nexport const probe = useRegisterSW;",
      1,
    ],
    [
      'the store importing a component',
      'store/probeSlice.ts',
      "import { createSlice } from '@reduxjs/toolkit';\nimport { Header } from '../src/components/Header.tsx';\nexport const probe = [createSlice, Header];",
      2,
    ],
    [
      'a page other than the studio importing synth',
      'src/pages/sounds/Probe.tsx',
      "export const probe = 1;\nexport const load = () => import('../../../synth/source.ts');",
      2,
    ],
    ['config importing a helper', 'src/config/probe.ts', "import { copyText } from '../lib/clipboard.ts';\nexport const probe = copyText;", 1],
    ['config importing a package', 'src/config/probe.ts', "export const probe = 1;\nimport 'react';", 2],
    [
      'the library importing the store',
      'src/sfx/probe.ts',
      "import type { AppStore } from '../../store/store.ts';\nexport type Probe = AppStore;",
      1,
    ],
    [
      'the library importing itself by its package name',
      'src/sfx/runtime/probe.ts',
      "import { playSound } from './playSound.ts';\nimport { useSound } from 'react-sfx';\nexport const probe = [playSound, useSound];",
      2,
    ],
    [
      'the library importing the router',
      'src/sfx/components/Probe.tsx',
      "import { useState } from 'react';\nimport { Link } from 'react-router-dom';\nexport const probe = [useState, Link];",
      2,
    ],
    [
      'a component reaching into the library by path',
      'src/components/Probe.tsx',
      "import { playSound } from 'react-sfx';\nimport { checkPlayOptions } from '../sfx/runtime/sound.ts';\nexport const probe = [playSound, checkPlayOptions];",
      2,
    ],
    [
      'the store reaching into the library by path',
      'store/probeSlice.ts',
      "export { soundCatalogue } from '../src/sfx/catalogue.ts';",
      1,
    ],
    [
      'an import written without its extension',
      'src/components/Probe.tsx',
      "export const probe = 1;\nimport { Layout } from '../app/Layout';\nexport const layout = Layout;",
      2,
    ],
    [
      'a re-export across layers',
      'src/lib/probe.ts',
      "export const probe = 1;\nexport { useAppSelector } from '../../store/hooks.ts';",
      2,
    ],
    [
      'an import no element holds',
      'src/components/Probe.tsx',
      "import manifest from '../../package.json';\nexport const probe = manifest;",
      1,
    ],
  ])('%s', async (_, filePath, code, line) => {
    expect(await layerReports(filePath, code)).toEqual(crossing(line));
  });

  it('reports a file in no layer at all', async () => {
    expect(await layerReports('unlisted/probe.ts', 'export const probe = 1;')).toEqual([
      { ruleId: 'boundaries/no-unknown-files', line: 1 },
    ]);
  });

  it('refuses an import() of a computed name, whose layer cannot be known', async () => {
    const code = "const name = 'howler';\nexport const load = () => import(name);";
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'src/components/Probe.tsx') });
    expect(result.messages.map(({ ruleId, line }) => ({ ruleId, line }))).toEqual([
      { ruleId: 'no-restricted-syntax', line: 2 },
    ]);
  });
});

describe('import layers: the intended imports pass', () => {
  it.each([
    [
      'a page using the library, the store, components and config',
      'src/pages/home/Probe.tsx',
      [
        "import { playSound } from 'react-sfx';",
        "import { useAppSelector } from '../../../store/hooks.ts';",
        "import { Header } from '../../components/Header.tsx';",
        "import { paths } from '../../config/paths.ts';",
        "import { HomePage } from './HomePage.tsx';",
        'export const probe = [playSound, useAppSelector, Header, paths, HomePage];',
      ].join('\n'),
    ],
    [
      'a deep page file using its own page',
      'src/pages/docs/a/b/c/Probe.tsx',
      "import { DocsPage } from '../../../DocsPage.tsx';\nexport const probe = DocsPage;",
    ],
    [
      'UpdatePrompt loading workbox-window',
      'src/app/UpdatePrompt.tsx',
      "export const load = () => import('workbox-window/Workbox.js');",
    ],
    [
      'store/hooks.ts using react-redux',
      'store/hooks.ts',
      "import { useDispatch, useSelector } from 'react-redux';\nexport const probe = [useDispatch, useSelector];",
    ],
    ['the engine loading howler', 'src/sfx/runtime/engine.ts', "export const load = () => import('howler');"],
    [
      "the studio's worker running synth and loading its encoder on export",
      'src/pages/studio/worker/probe.ts',
      "import { soundSource } from '../../../../synth/source.ts';\nexport const probe = soundSource;\nexport const load = () => import('../../../../synth/encode/mp3.ts');",
    ],
    [
      'the app routing to a page',
      'src/app/Probe.tsx',
      "export const load = () => import('../pages/sounds/SoundsPage.tsx');",
    ],
    [
      'a script reading the library version',
      'scripts/probe.ts',
      "export { SOUNDS_PACKAGE_VERSION } from '../src/sfx/constants.ts';",
    ],
  ])('%s', async (_, filePath, code) => {
    expect(await layerReports(filePath, code)).toEqual([]);
  });
});
