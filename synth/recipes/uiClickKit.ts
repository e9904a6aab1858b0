/** Building blocks of the physical ui sounds in uiClicks.ts: struck clicks, key thocks, blips and slides. */
import { mix, peak, scale, type Signal } from '../dsp/buffer.ts';
import { breakpoints, envelope, percussive } from '../dsp/envelopes.ts';
import { band, biquad, type Cutoff, resonate } from '../dsp/filters.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { type Frequency, tone } from '../dsp/oscillators.ts';
import type { Rng } from '../dsp/rng.ts';
import { exp, pow } from '../dsp/math.ts';

/** One resonant mode a click strikes: [centre Hz, ring time constant s, gain relative to the others]. */
export type Mode = [frequency: number, ring: number, gain: number];

export type Click = {
  /** Linear rise of the striking noise burst (s); default 0.3 ms. */
  attack?: number;
  /** Decay time constant of the burst (s): how long the scrape of the impact lasts. */
  burst: number;
  /** Resonances the burst rings: the body of the switch, key or cap. */
  modes?: Mode[];
  /** The burst heard directly through a band: [low Hz, high Hz, gain]; the crisp transient. */
  air?: [low: number, high: number, gain: number];
  /** Lowpass over the whole click (Hz): muffled, rounded taps. */
  muffle?: number;
  /** Render length (s); default 0.15. */
  seconds?: number;
};

/** Scales a signal in place to unit peak, so gains in a mix mean what they say. */
export function unit(signal: Signal): Signal {
  const top = peak(signal);
  return top > 0 ? scale(signal, 1 / top) : signal;
}

/** A struck click: a short noise burst rings a few resonant modes (Q set from each mode's ring time) plus its own bright band. */
export function click(rng: Rng, spec: Click): Signal {
  const seconds = spec.seconds ?? 0.15;
  const burst = envelope(whiteNoise(rng, seconds), percussive(spec.attack ?? 0.0003, spec.burst));
  const parts = (spec.modes ?? []).map(([frequency, ring, gain]) => ({
    signal: unit(resonate(burst, frequency, Math.max(0.7, Math.PI * frequency * ring))),
    gain,
  }));
  if (spec.air) parts.push({ signal: unit(band(burst, spec.air[0], spec.air[1])), gain: spec.air[2] });
  const out = mix(seconds, parts);
  return spec.muffle ? biquad(out, 'lowpass', spec.muffle) : out;
}

/** Attack (s), then a fast decay that hands over to a quieter slow tail (`tail` = its share at the start). */
export function twoStage(attack: number, fast: number, slow: number, tail: number): (t: number) => number {
  return (t) => {
    if (t < attack) return t / attack;
    const s = t - attack;
    return (1 - tail) * exp(-s / fast) + tail * exp(-s / slow);
  };
}

/** A sine blip with a fixed or gliding pitch under an envelope: pops, dots, squishes. */
export function blip(frequency: Frequency, seconds: number, gainAt: (t: number) => number): Signal {
  return envelope(tone({ frequency, seconds }), gainAt);
}

/** Pitch through [time s, Hz] points, exponential between them and held after the last. */
export function pitchPath(points: [number, number][]): (t: number) => number {
  return (t) => {
    for (let i = 1; i < points.length; i++) {
      const to = points[i]; // (indexed, not destructured: this runs per sample)
      if (t <= to[0]) {
        const from = points[i - 1];
        return from[1] * pow(to[1] / from[1], Math.max(0, (t - from[0]) / (to[0] - from[0])));
      }
    }
    return points[points.length - 1][1];
  };
}

/** Low key-bed 'thock': a sine dropping from `from` to `to` Hz in 25 ms, decaying with time constant `decay` (highpassed: no DC). */
export function thock(from: number, to: number, decay: number, seconds: number): Signal {
  const frequency = pitchPath([[0, from], [0.025, to]]);
  return unit(biquad(blip(frequency, seconds, percussive(0.001, decay)), 'highpass', 30));
}

/** A faint slide or rustle: noise through a moving band (Q `q`), shaped by [time, gain] points. */
export function slide(rng: Rng, seconds: number, centre: Cutoff, q: number, shape: [number, number][]): Signal {
  return envelope(unit(biquad(whiteNoise(rng, seconds), 'bandpass', centre, q)), breakpoints(shape));
}
