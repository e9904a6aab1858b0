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
