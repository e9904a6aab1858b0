// @vitest-environment node
/** The generated modules are committed: rendering again must give exactly the same text, and so the same bytes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MODULE, LOOP_GAINS_MODULE, SHA256_MODULE, WAVEFORMS_MODULE, renderCatalogue } from '../../../synth/index.ts';

describe('npm run synth', () => {
  it('is deterministic and the committed catalogue, waveforms, full hashes and loop gains are up to date', async () => {
    // The committed modules name every file by the hash of its bytes, so equal text means equal files.
    const first = await renderCatalogue();
    expect(first.catalogue).toBe(readFileSync(CATALOGUE_MODULE, 'utf8'));
    expect(first.waveforms).toBe(readFileSync(WAVEFORMS_MODULE, 'utf8'));
    expect(first.sha256).toBe(readFileSync(SHA256_MODULE, 'utf8'));
    expect(first.loopGains).toBe(readFileSync(LOOP_GAINS_MODULE, 'utf8'));
  }, 180_000);
});
