// @vitest-environment node
/**
 * The CLI checks each file's full SHA-256, not only the 7 digits its name carries. A lookalike (bytes whose
 * hash starts like the right one) cannot be made on demand (about 2^28 tries), so this file swaps in a
 * recorded hash for ui/copy that shares the real file's first digits and differs after them: the real bytes
 * then stand for the lookalike.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as Sha256Module from '../../../../src/sfx/cli/soundSha256.ts';
import type { CdnServer } from './cdnServer.ts';
import { srcOf } from './pickFixtures.ts';
import { cdnServerForThisFile, filesIn, makeTempDir, runCli } from './runCli.ts';

vi.mock('../../../../src/sfx/cli/soundSha256.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Sha256Module>();
  const { soundSha256 } = actual;
  const real = soundSha256['ui/copy'];
  const lookalike = `${real.slice(0, 7)}${[...real.slice(7)].map((digit) => (digit === '0' ? '1' : '0')).join('')}`;
  return { ...actual, soundSha256: { ...soundSha256, 'ui/copy': lookalike } };
});

let cdn: CdnServer;
cdnServerForThisFile((server) => {
  cdn = server;
});

describe('react-sfx pick with full SHA-256 checks', () => {
  it('refuses bytes whose hash starts like the catalogue file but is not it, and writes nothing', async () => {
    const cwd = await makeTempDir();

    const { code, stderr } = await runCli(['pick', 'ui/copy', 'ui/send', '--output', 'out', '--cdn', cdn.base], { cwd });

    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(
      `react-sfx: ui/copy: hash mismatch for ${cdn.base}/${srcOf('ui/copy')} (expected ${srcOf('ui/copy').slice(-11, -4)}, got ${srcOf('ui/copy').slice(-11, -4)}: the first digits match, the full SHA-256 does not)`,
    );
    expect(await filesIn(join(cwd, 'out'))).toEqual(['ui/send.mp3']);
    expect(existsSync(join(cwd, 'out/ui/copy.mp3'))).toBe(false);
  });
});
