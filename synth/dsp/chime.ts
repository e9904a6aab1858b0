import { SAMPLE_RATE, type Signal, sampleCount } from './buffer.ts';
import { cos, exp, sin } from './math.ts';
import { addDampedSine } from './oscillators.ts';

/** One partial of a chime: frequency ratio to the fundamental, relative gain, decay time constant (s). */
export type ChimePartial = { ratio: number; gain: number; decay: number };

export type ChimeOptions = {
  /** Rise time in s: a quarter-sine, steep at first (so the sound starts at once) and round at the top. */
  attack?: number;
  /** Decay time constant of a pure sine in s (when `partials` is not given). */
  decay?: number;
  /** Partials; default a single sine at ratio 1. */
  partials?: ChimePartial[];
  /** Time in s (from the chime's start) at which it has faded fully to silence; no fade when omitted. */
  end?: number;
  /** Length in s of the raised-cosine fade that ends at `end` (default a third of `end`). */
  release?: number;
};

/**
 * A struck chime, bell or ping: sine partials each decaying exponentially on its own, a soft quarter-sine
 * attack and optionally a ring-out to true silence by `end`. Unit-ish amplitude (the sum of partial gains).
 */
export function chime(frequency: number, seconds: number, options: ChimeOptions = {}): Signal {
  const { attack = 0.005, decay = 0.2, end, partials = [{ ratio: 1, gain: 1, decay }] } = options;
  const out = new Float32Array(sampleCount(seconds));
  for (const { ratio, gain, decay: tau } of partials) {
    const hz = frequency * ratio;
    if (hz >= SAMPLE_RATE / 2) continue;
    addDampedSine(out, gain, (2 * Math.PI * hz) / SAMPLE_RATE, exp(-1 / (SAMPLE_RATE * tau)));
  }
  const release = end === undefined ? 0 : (options.release ?? end / 3);
  const tail = end === undefined ? () => 1 : ringOut(end - release, end);
  const attackSamples = attack * SAMPLE_RATE;
  for (let i = 0; i < out.length; i++) {
    if (i < attackSamples) out[i] *= sin((Math.PI / 2) * (i / attackSamples));
    out[i] *= tail(i / SAMPLE_RATE);
  }
  return out;
}

/** Gain 1 until `from`, a raised-cosine fall to 0 at `to`, then 0: rings a tail out to true silence. */
export function ringOut(from: number, to: number): (t: number) => number {
  return (t) => {
    if (t <= from) return 1;
    if (t >= to) return 0;
    return 0.5 + 0.5 * cos((Math.PI * (t - from)) / (to - from));
  };
}
