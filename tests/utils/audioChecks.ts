/** Measures shared by the ffmpeg (unit) and Chromium (e2e) checks of the decoded catalogue. */

/** Samples before the signal first rises above -50 dBFS (-1 when it never does). */
export function onsetSamples(samples: ArrayLike<number>): number {
  const threshold = 10 ** (-50 / 20);
  for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i]) > threshold) return i;
  return -1;
}

export function peakOf(samples: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < samples.length; i++) max = Math.max(max, Math.abs(samples[i]));
  return max;
}

export function meanOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i];
  return sum / samples.length;
}

/**
 * The jump from the last sample back to the first, and the `percentile` of neighbouring-sample steps (99th
 * by default): a seam that jumps no more than the sound's own steps do is no click.
 */
export function seam(samples: ArrayLike<number>, percentile = 99): { jump: number; typicalStep: number } {
  const steps = new Float64Array(samples.length - 1);
  for (let i = 1; i < samples.length; i++) steps[i - 1] = Math.abs(samples[i] - samples[i - 1]);
  steps.sort();
  return { jump: Math.abs(samples[0] - samples[samples.length - 1]), typicalStep: steps[Math.floor((steps.length * percentile) / 100)] };
}
