// @vitest-environment node
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');

describe('bin/react-sfx.mjs', () => {
  it('runs the CLI as a program: `node bin/react-sfx.mjs list` prints the catalogue and exits 0', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['bin/react-sfx.mjs', 'list'], {
      cwd: ROOT,
      timeout: 20_000,
    });
    expect(stdout).toMatch(/^ui \(\d+\)$/m);
    expect(stdout).toMatch(/^ {2}ui\/copy +\d+\.\d\ds$/m);
    expect(stdout).toMatch(/^\d+ sounds in \d+ categories$/m);
    expect(stderr).toBe('');
  }, 30_000);
});
