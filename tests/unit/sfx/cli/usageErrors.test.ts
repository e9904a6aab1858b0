// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CdnServer } from './cdnServer.ts';
import { makeTempDir, runCli, cdnServerForThisFile } from './runCli.ts';

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

/** Runs a pick that must be refused before anything happens: exit 2, exactly one stderr line, no files. */
async function refused(args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  const cwd = await makeTempDir();
  const { code, stdout, stderr } = await runCli(['pick', ...args, '--output', 'out'], { cwd, env });
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr.split('\n')).toHaveLength(2);
  expect(existsSync(join(cwd, 'out'))).toBe(false);
  expect(cdn.requested).toEqual([]);
  return stderr.trimEnd();
}

describe('react-sfx pick refuses bad input before downloading anything', () => {
  it('rejects unknown names, suggesting the closest', async () => {
    const cdnArg = ['--cdn', cdn.base];
    expect(await refused(['ui/copy', 'ui/cpy', ...cdnArg])).toBe('react-sfx: unknown sound "ui/cpy" (did you mean ui/copy?)');
    expect(await refused(['copy', ...cdnArg])).toBe('react-sfx: unknown sound "copy" (did you mean ui/copy?)');
    expect(await refused(['zzzzzzzz', ...cdnArg])).toBe('react-sfx: unknown sound "zzzzzzzz"');
  });

  it('rejects anything that is not exactly a catalogue key, so no name can leave the output folder', async () => {
    const attempts = ['../x', '../../etc/passwd', '/etc/passwd', 'ui\\copy', 'ui/copy\0', 'ui/../ui/copy', './ui/copy', 'ui/copy/', 'UI/COPY', '__proto__', 'constructor'];
    for (const name of attempts) {
      const message = await refused([name, '--cdn', cdn.base]);
      expect(message).toMatch(/^react-sfx: unknown sound ".*"/);
      expect(message).toContain(JSON.stringify(name));
    }
  });

  it('rejects unknown options and options without values', async () => {
    expect(await refused(['ui/copy', '--outptu', 'x'])).toBe('react-sfx: unknown option "--outptu" (did you mean --output?)');
    expect(await refused(['ui/copy', '-x'])).toMatch(/^react-sfx: unknown option "-x"/);
    expect(await refused(['ui/copy', '--all=yes'])).toBe('react-sfx: --all takes no value');
    expect(await refused(['ui/copy', '--category', '--all'])).toBe('react-sfx: --category needs a value');
    expect(await refused(['ui/copy', '--cdn='])).toBe('react-sfx: --cdn needs a value');
    expect(await refused(['ui/copy', '--category', ','])).toBe('react-sfx: --category needs a value');
    const cwd = await makeTempDir();
    const last = await runCli(['pick', 'ui/copy', '--output'], { cwd });
    expect(last).toEqual({ code: 2, stdout: '', stderr: 'react-sfx: --output needs a value\n' });
  });

  it('rejects a pick with nothing to pick', async () => {
    expect(await refused(['--cdn', cdn.base])).toBe('react-sfx: pick needs sound names, --category or --all');
  });

  it('rejects unknown categories, with a suggestion or the list of categories', async () => {
    expect(await refused(['--category', 'uii', '--cdn', cdn.base])).toBe('react-sfx: unknown category "uii" (did you mean ui?)');
    expect(await refused(['--category', 'ui,nope', '--cdn', cdn.base])).toMatch(
      /^react-sfx: unknown category "nope" \(categories: ambient, arcade, .*ui\)$/,
    );
  });

  it('rejects CDN URLs that are not http or https, from the flag or the environment', async () => {
    expect(await refused(['ui/copy', '--cdn', 'ftp://127.0.0.1/cdn'])).toBe(
      'react-sfx: invalid --cdn URL "ftp://127.0.0.1/cdn": only http and https are supported',
    );
    expect(await refused(['ui/copy', '--cdn', 'not a url'])).toBe('react-sfx: invalid --cdn URL "not a url"');
    expect(await refused(['ui/copy', '--cdn', 'file:///etc'])).toMatch(/^react-sfx: invalid --cdn URL "file:\/\/\/etc"/);
    expect(await refused(['ui/copy'], { REACT_SFX_CDN: 'javascript:alert(1)' })).toMatch(
      /^react-sfx: invalid REACT_SFX_CDN URL "javascript:alert\(1\)": only http/,
    );
  });
});
