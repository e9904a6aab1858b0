import { type Signal, sampleCount } from './buffer.ts';
import { cos, sin } from './math.ts';

/**
 * Makes a seamless loop `seconds` long from a render at least `seconds + overlap` long: the part past
 * the loop's end is cross-faded (equal power, right for uncorrelated noise beds) into its start, so the
 * last sample runs straight on into the first.
 */
export function seamlessLoop(source: Signal, seconds: number, overlap = 1): Signal {
  const length = sampleCount(seconds);
  const fade = sampleCount(overlap);
  if (source.length < length + fade) throw new Error('seamlessLoop: render seconds + overlap of material');
  const out = source.slice(0, length);
  for (let i = 0; i < fade; i++) {
    const x = (i / fade) * (Math.PI / 2);
    out[i] = source[i] * sin(x) + source[length + i] * cos(x);
  }
  return out;
}

/**
 * A seamless loop `seconds` long from material that starts `overlap` s before it (the pre-roll): the loop is
 * the material from `overlap` on, and over its last `overlap` s it cross-fades (equal power) into the
 * pre-roll, which ends it alone for its last `tail` samples, so the last sample runs straight on into the
 * first. Unlike seamlessLoop, its start needs nothing from its end: rendering `overlap` s plus a stretch of
 * material gives the loop's opening (as the runtime plays first, while the rest renders).
 */
export function preRolledLoop(material: Signal, seconds: number, overlap: number, tail: number): Signal {
  const length = sampleCount(seconds);
  const pre = sampleCount(overlap);
  if (material.length < length + pre) throw new Error('preRolledLoop: render overlap + seconds of material');
  const out = material.slice(pre, pre + length);
  const fade = pre - tail;
  for (let i = 0; i < pre; i++) {
    const x = (i / fade) * (Math.PI / 2);
    out[length - pre + i] = i < fade ? material[i] * sin(x) + out[length - pre + i] * cos(x) : material[i];
  }
  return out;
}
