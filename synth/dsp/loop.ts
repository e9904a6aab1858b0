import { type Signal, sampleCount } from './buffer.ts';
import { cos, sin } from './math.ts';

/**
 * A seamless loop `seconds` long from material that starts `overlap` s before it (the pre-roll): the loop is
 * the material from `overlap` on, and over its last `overlap` s it cross-fades (equal power) into the
 * pre-roll, which ends it alone for its last `tail` samples, so the last sample runs straight on into the
 * first. Its start needs nothing from its end (a loop that cross-fades its end into its start would): rendering `overlap` s plus a stretch of
 * material gives the loop's opening (as the runtime plays first, while the rest renders).
 */
export function preRolledLoop(material: Signal, seconds: number, overlap: number, tail: number): Signal {
  const length = sampleCount(seconds);
  const pre = sampleCount(overlap);
  const out = new Float32Array(length); // (material a sample or two short, after a change of length, ends on silence under the seam)
  out.set(material.subarray(pre, pre + length));
  const fade = pre - tail;
  for (let i = 0; i < pre; i++) {
    const x = (i / fade) * (Math.PI / 2);
    out[length - pre + i] = i < fade ? material[i] * sin(x) + out[length - pre + i] * cos(x) : material[i];
  }
  return out;
}
