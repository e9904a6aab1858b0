/**
 * docs/architecture.md stays true to the tree: every file and folder it names in code spans exists, and
 * the lint config and the README point to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync('docs/architecture.md', 'utf8');

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const named = [...doc.matchAll(/`([\w.-]+\/[\w./*<>-]*)`/g)]
      .map(([, path]) => path ?? '')
      .filter((path) => /^(src|store|sw|synth|scripts|tests|bench|docs|api|public)\/|^[\w-]+\.\w+$/.test(path) && !/[<*]/.test(path));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(path.replace(/\/$/, '')))).toEqual([]);
  });

  it('is cited by eslint.config.js and the README', () => {
    expect(readFileSync('eslint.config.js', 'utf8')).toContain('docs/architecture.md');
    expect(readFileSync('README.md', 'utf8')).toContain('(docs/architecture.md)');
  });
});
