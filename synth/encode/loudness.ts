/**
 * Loudness as the catalogue measures it: RMS over the sound's active part, in dBFS.
 * The signal is cut into 10 ms blocks; blocks more than 20 dB below the loudest block
 * (tails, gaps, lead-ins) are left out, so a short click and a long chime compare fairly.
 * Shared by the synthesiser (to normalise) and the tests (to check decoded files).
 */
const BLOCK = 441;
const GATE_DB = 20;

export function activeRms(samples: Float32Array): number {
  const blocks: number[] = [];
  for (let start = 0; start < samples.length; start += BLOCK) {
    const end = Math.min(samples.length, start + BLOCK);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    blocks.push(sum / (end - start));
  }
  const loudest = Math.max(0, ...blocks);
  if (loudest === 0) return -Infinity;
  const gate = loudest / 10 ** (GATE_DB / 10);
  const active = blocks.filter((power) => power >= gate);
  const mean = active.reduce((a, b) => a + b, 0) / active.length;
  return 10 * Math.log10(mean);
}
