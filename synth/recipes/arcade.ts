import { SAMPLE_RATE, type Signal, mix, note, sampleCount } from '../dsp/buffer.ts';
import { breakpoints, envelope, percussive } from '../dsp/envelopes.ts';
import { biquad } from '../dsp/filters.ts';
import { irregularLfo } from '../dsp/irregularLfo.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { type Waveform, glide, partials, tone } from '../dsp/oscillators.ts';
import type { Rng } from '../dsp/rng.ts';
import type { RecipeBook } from '../recipe.ts';
import { exp, pow, sin } from '../dsp/math.ts';

/** Near-sine chip tone: a sine with the faint odd harmonics of a triangle, each dropped before it reaches 15 kHz. */
function softTone(frequencyAt: (t: number) => number, seconds: number, oddHarmonics = 2): Signal {
  const out = new Float32Array(sampleCount(seconds));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const f = frequencyAt(i / SAMPLE_RATE);
    let value = sin(2 * Math.PI * phase);
    for (let k = 1; k <= oddHarmonics; k++) {
      const n = 2 * k + 1;
      if (n * f < 15000) value += ((k % 2 ? -1 : 1) * sin(2 * Math.PI * n * phase)) / (n * n);
    }
    out[i] = value;
    phase = (phase + f / SAMPLE_RATE) % 1;
  }
  return out;
}

/** A chip oscillator (the shared pulse waves are already centred on zero). */
function chipTone(frequency: number, seconds: number, waveform: Waveform, vibratoDepth = 0): Signal {
  return tone({ frequency, seconds, waveform, vibratoDepth, vibratoRate: 7 });
}

/** One chiptune note: instant (1 ms) attack, a gentle decay and a 6 ms release at its end. */
function chipNote(frequency: number, seconds: number, waveform: Waveform = 'square', decay = 0.3): Signal {
  const signal = chipTone(frequency, seconds, waveform);
  return envelope(signal, (t) => Math.min(1, t / 0.001, (seconds - t) / 0.006) * exp(-t / decay));
}

/** Rolls off the top of a bright chip voice above `cutoff` Hz (12 dB/oct twice): keeps the MP3 small. */
function soften(signal: Signal, cutoff: number | ((t: number) => number)): Signal {
  return biquad(biquad(signal, 'lowpass', cutoff), 'lowpass', cutoff);
}

/** Plays `[frequency, at, seconds]` chip notes into a signal `total` seconds long. */
function sequence(total: number, notes: [number, number, number][], waveformOf: (f: number) => Waveform): Signal {
  return mix(total, notes.map(([f, at, seconds]) => ({ signal: chipNote(f, seconds, waveformOf(f)), at })));
}

/** Exponential sweep `from` -> `to` Hz over `sweep` s, warbled by an irregular vibrato of up to ±`depth`. */
function warble(rng: Rng, from: number, to: number, sweep: number, rates: [number, number], depth: number, minDepth: number): Signal {
  const seconds = sweep + 0.1;
  const lfo = irregularLfo(rng, seconds, rates[0], rates[1], minDepth);
  const path = glide(from, to, sweep);
  return softTone((t) => path(t) * (1 + depth * lfo(t)), seconds, 1);
}

/** Sine sweeping exponentially through [time, Hz] points. */
function sweepTone(points: [number, number][], seconds: number): Signal {
  const at = (t: number): number => {
    for (let i = 1; i < points.length; i++) {
      const to = points[i]; // (indexed, not destructured: this runs per sample)
      const from = points[i - 1];
      if (t <= to[0]) return from[1] * pow(to[1] / from[1], Math.max(0, (t - from[0]) / (to[0] - from[0])));
    }
    return points[points.length - 1][1];
  };
  return softTone(at, seconds, 0);
}

/** Sparse random grains of bright noise (above `low` Hz), denser where `density` is high. */
function sparkle(rng: Rng, seconds: number, low: number, density: (t: number) => number): Signal {
  const grain = sampleCount(0.006);
  const gates = Array.from({ length: Math.ceil(sampleCount(seconds) / grain) + 1 }, () => rng());
  const noise = biquad(biquad(whiteNoise(rng, seconds), 'highpass', low), 'highpass', low);
  return envelope(noise, (t) => {
    const g = (t * SAMPLE_RATE) / grain;
    return gates[Math.floor(g)] < density(t) ? sin(Math.PI * (g % 1)) : 0;
  });
}

const E_B_FLAT = -25;
/** The level_up arpeggio: E and B, ~25 cents flat, climbing in overlapping ~77 ms steps. */
const LEVEL_UP = ['B2', 'E3', 'B3', 'E4', 'B4', 'B3', 'E4', 'B4', 'E5', 'B5', 'E6', 'E5', 'B5', 'E6'];
const LEVEL_DOWN = [1173, 987, 880, 784, 698, 622, 554, 494, 415, 349, 294];

export const arcade: RecipeBook = {
  /** Classic two-note coin: near-sine F6 (+40 c) for 60 ms, then A#6 held and decaying to silence by ~0.67 s. */
  coin: {
    render: () => {
      const blip = softTone((t) => (t < 0.06 ? note('F6', 40) : note('A#6', -5)), 0.8);
      return envelope(blip, (t) => (t < 0.1 ? 1 : exp(-(t - 0.1) / 0.1)));
    },
  },
  /** Bell 'bling': D7 sine scooping up into a 20 ms attack, faint partials at 2.7x, 3x and 5x, ringing out. */
  coin_bling: {
    render: () => {
      const f = note('D7');
      const body = tone({ frequency: glide(f * 0.94, f, 0.025), seconds: 0.8 });
      envelope(body, percussive(0.02, 0.135));
      const bell = partials(f, 0.8, [
        { ratio: 2.7, gain: 0.12, decay: 0.07 },
        { ratio: 3.0, gain: 0.07, decay: 0.1 },
        { ratio: 5.03, gain: 0.04, decay: 0.05 },
      ]);
      envelope(bell, (t) => Math.min(1, t / 0.02));
      return mix(0.8, [{ signal: body }, { signal: bell }]);
    },
  },
  /** Sawtooth 'bwoop': a saw gliding up three octaves (120 -> 940 Hz) over 0.72 s, sinking 10 dB, gone by 0.76 s. */
  jump: {
    render: () => {
      const pitch = glide(120, 940, 0.72);
      const saw = tone({ frequency: pitch, seconds: 0.8, waveform: 'saw' });
      const level = (t: number): number => (t < 0.55 ? pow(10, -0.5 * (t / 0.55)) : Math.max(0, 0.316 * (0.76 - t) / 0.21));
      return envelope(soften(saw, (t) => Math.min(7000, 12 * pitch(t))), level);
    },
  },
  /** Falling square run: eleven 80 ms steps from D6 down to D4, then a faint F4 echo blip at +1.0 s. */
  level_down: {
    render: () => {
      const notes: [number, number, number][] = LEVEL_DOWN.map((f, i) => [f, i * 0.08, i === 10 ? 0.1 : 0.074]);
      const run = sequence(1.123, notes, () => 'square');
      return soften(mix(1.123, [{ signal: run }, { signal: chipNote(349, 0.05), at: 1.0, gain: 0.22 }]), 6000);
    },
  },
  /** Rising square/pulse arpeggio on E and B (25 c flat) from B2 to E6, ending on a held, decaying B6. */
  level_up: {
    render: (rng) => {
      const notes: [number, number, number][] = LEVEL_UP.map((name, i) => [note(name, E_B_FLAT), i * 0.0765, 0.095]);
      const run = sequence(1.489, notes, (f) => (f < 300 ? 'square' : 'pulse25'));
      const top = chipTone(note('B6', E_B_FLAT), 0.4, 'pulse25', 0.004);
      envelope(top, (t) => Math.min(1, t / 0.001) * (t < 0.08 ? 1 : exp(-(t - 0.08) / 0.06)));
      const grit = envelope(biquad(whiteNoise(rng, 0.3), 'lowpass', 2500), percussive(0.001, 0.07));
      const all = mix(1.489, [{ signal: run }, { signal: top, at: 1.071, gain: 0.9 }, { signal: grit, gain: 0.25 }]);
      return soften(all, 6000);
    },
  },
  /** Falling warble: near-sine diving from 5 kHz to 150 Hz in 1 s with fast irregular vibrato, bottom faded out. */
  power_down: {
    render: (rng) => {
      const dive = warble(rng, 5000, 150, 1.0, [22, 40], 0.3, 0.65);
      return envelope(dive, breakpoints([[0, 1], [0.9, 1], [1.0, 0]]));
    },
  },
  /** Rising warble: near-sine climbing from 170 Hz to 7 kHz in 1 s with ~30 Hz vibrato (±20 %), quick fade at the top. */
  power_up: {
    render: (rng) => {
      const climb = warble(rng, 170, 7000, 1.0, [28, 32], 0.2, 0.9);
      return envelope(climb, breakpoints([[0, 1], [0.99, 1], [1.03, 0]]));
    },
  },
  /** Two staggered rising sine sweeps climbing into a sparkly top, resolving with a short fade. */
  upgrade: {
    render: (rng) => {
      const first = sweepTone([[0, 110], [0.33, 1300], [0.8, 10000]], 0.84);
      const second = envelope(sweepTone([[0, 290], [0.47, 14000]], 0.51), (t) => Math.min(1, t / 0.003));
      const shine = sparkle(rng, 0.84, 6000, breakpoints([[0.42, 0], [0.76, 0.5]]));
      const out = mix(0.862, [{ signal: first }, { signal: second, at: 0.33, gain: 0.8 }, { signal: shine, gain: 0.35 }]);
      return envelope(out, breakpoints([[0, 1], [0.72, 1], [0.84, 0]]));
    },
  },
};
