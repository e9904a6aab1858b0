/**
 * The lint rule that keeps src/sfx free of import circles (scripts/lint/noImportCycles.js): it fails on a
 * circle through type imports and import() too, which import-x's no-cycle lets through (\`npm run lint\`
 * runs it over src/sfx).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noImportCycles } from '../../../scripts/lint/noImportCycles.js';

function lintFolder(files: Record<string, string>, file: string): string[] {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const linter = new Linter({ configType: 'flat', cwd: root });
  const messages = linter.verify(
    files[file] ?? '',
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
        rules: { 'local/no-import-cycles': ['error', { root }] },
      },
    ],
    join(root, file),
  );
  return messages.map((message) => message.message);
}

describe('no import circles in the library', () => {
  it('reports a circle made of type imports only', () => {
    const files = {
      'core.ts': "import type { Entry } from './registry.ts';\nexport type Core = { entries: Entry[] };\n",
      'registry.ts': "import type { Core } from './core.ts';\nexport type Entry = { core: Core };\n",
    };
    expect(lintFolder(files, 'core.ts')).toEqual(['Import circle: core.ts → registry.ts → core.ts. Move what both need into a file below them (docs/architecture.md).']);
  });

  it('reports a longer circle closed by an import() and a type-only namespace import', () => {
    const files = {
      'a.ts': "export const load = () => import('./b.ts');\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': "import type * as A from './a.ts';\nexport const c = 1 as unknown as typeof A;\n",
    };
    expect(lintFolder(files, 'a.ts')).toEqual(['Import circle: a.ts → b.ts → c.ts → a.ts. Move what both need into a file below them (docs/architecture.md).']);
  });

  it('passes imports that point one way, to a shared file below', () => {
    const files = {
      'model.ts': 'export type Core = { n: number };\n',
      'core.ts': "import type { Core } from './model.ts';\nexport const make = (): Core => ({ n: 1 });\n",
      'registry.ts': "import type { Core } from './model.ts';\nimport { make } from './core.ts';\nexport const entry = (): Core => make();\n",
    };
    expect(lintFolder(files, 'registry.ts')).toEqual([]);
  });
});
