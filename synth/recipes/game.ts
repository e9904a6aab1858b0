import { SAMPLE_RATE, type Signal, mix, sampleCount } from '../dsp/buffer.ts';
import { breakpoints, envelope, percussive, tremolo } from '../dsp/envelopes.ts';
import { band, biquad, resonate } from '../dsp/filters.ts';
import { irregularLfo } from '../dsp/irregularLfo.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { type Waveform, glide, partials, tone } from '../dsp/oscillators.ts';
import type { RecipeBook } from '../recipe.ts';
import { exp, pow, sin } from '../dsp/math.ts';

/** A struck bell/mallet note: fundamental ringing `decay` s, plus `overtones` [ratio, gain, decay] fading faster. */
function bell(frequency: number, seconds: number, decay: number, overtones: [number, number, number][]): Signal {
  const list = [{ ratio: 1, gain: 1, decay }, ...overtones.map(([ratio, gain, d]) => ({ ratio, gain, decay: d }))];
  return envelope(partials(frequency, seconds, list), (t) => Math.min(1, t / 0.001));
}

/** A chord of tones sharing one frequency curve, scaled per voice: `voices` are [ratio or Hz, gain]. */
function cluster(voices: [number, number][], seconds: number, bend: (t: number) => number, waveform: Waveform): Signal {
  return mix(seconds, voices.map(([f, gain]) => ({ signal: tone({ frequency: (t) => f * bend(t), seconds, waveform }), gain })));
}

/** Lowpass twice (24 dB/oct) at a fixed or moving cutoff. */
function darken(signal: Signal, cutoff: number | ((t: number) => number)): Signal {
  return biquad(biquad(signal, 'lowpass', cutoff), 'lowpass', cutoff);
}

/** Multiplies a signal in place by 1 - depth * (0.5 + 0.5 * lfo(t)): uneven pulsing. */
function pulseBy(signal: Signal, lfo: (t: number) => number, depth: number): Signal {
  return envelope(signal, (t) => 1 - depth * (0.5 + 0.5 * lfo(t)));
}

/** Harmonics of `f0` whose levels swirl at ~2-3 Hz, each on its own rate and phase: a slowly churning drone. */
function swirlingPartials(f0: number, harmonics: number[], seconds: number): Signal {
  const out = new Float32Array(sampleCount(seconds));
  harmonics.forEach((n, i) => {
    const step = (2 * Math.PI * f0 * n) / SAMPLE_RATE;
    const swirl = (2 * Math.PI * (2 + 0.2 * i)) / SAMPLE_RATE;
    const gain = 0.35 / Math.sqrt(n);
    for (let j = 0; j < out.length; j++) out[j] += gain * sin(step * j) * (0.5 + 0.5 * sin(swirl * j + i * 1.3));
  });
  return out;
}

export const game: RecipeBook = {
  /** Bell coin: three rising struck notes (611, 969, 1219 Hz) with mallet partials on the first, ringing together. */
  coin: {
    render: () =>
      mix(0.914, [
        { signal: bell(611, 0.86, 0.18, [[5, 0.35, 0.03], [7, 0.25, 0.02], [2, 0.1, 0.08]]) },
        { signal: bell(969, 0.78, 0.17, [[3, 0.08, 0.05]]), at: 0.08, gain: 0.85 },
        { signal: bell(1219, 0.72, 0.16, [[3, 0.06, 0.05]]), at: 0.14, gain: 0.8 },
      ]),
  },
  /** Punchy impact: a broadband crack, a 25 ms thump falling 380 -> 90 Hz and a metallic 1.7-4.5 kHz ring gone by ~0.21 s. */
  hit: {
    render: (rng) => {
      const noise = whiteNoise(rng, 0.25);
      const crack = envelope(noise.slice(), percussive(0.0003, 0.004));
      const thump = envelope(tone({ frequency: glide(380, 90, 0.03), seconds: 0.1 }), percussive(0.0005, 0.014));
      const bandNoise = band(noise, 1700, 4500);
      const rings = [2210, 2790, 3460].map((f) => ({ signal: resonate(noise, f, 18), gain: 1.6 }));
      const metal = mix(0.25, [{ signal: bandNoise }, ...rings]);
      envelope(metal, (t) => Math.min(1, t / 0.002) * exp(-t / 0.05) * Math.min(1, Math.max(0, (0.22 - t) / 0.04)));
      return mix(0.313, [{ signal: crack, gain: 0.8 }, { signal: thump, gain: 1.4 }, { signal: metal, gain: 1.1 }]);
    },
  },
  /** Whiff: a soft low whoomp swelling for 40 ms into an airy noise puff around 600 Hz, thinning out by ~0.2 s. */
  miss: {
    render: (rng) => {
      const air = biquad(whiteNoise(rng, 0.25), 'lowpass', 5000);
      const whoomp = envelope(biquad(biquad(air, 'lowpass', 300), 'highpass', 30), breakpoints([[0, 0.25], [0.04, 1], [0.1, 0.2], [0.18, 0]]));
      const centre = breakpoints([[0, 350], [0.06, 800], [0.2, 500]]);
      const puff = envelope(biquad(air, 'bandpass', centre, 0.8), breakpoints([[0, 0.1], [0.06, 1], [0.12, 0.3], [0.2, 0]]));
      return mix(0.287, [{ signal: whoomp, gain: 1.4 }, { signal: puff, gain: 1 }]);
    },
  },
  /** Collapsing portal: a dark 17 Hz-pulsing drone cluster swells, flares bright at +0.85 s, then collapses at +1.1 s. */
  portal_closing: {
    render: (rng) => {
      const seconds = 1.7;
      const fall = (t: number): number => (t < 1.1 ? 1 : pow(2, -(t - 1.1) / 0.35));
      const voices: [number, number][] = [[65, 1], [97, 0.8], [196, 0.6], [264, 0.45], [388, 0.35], [544, 0.25]];
      const drone = darken(cluster(voices, seconds, fall, 'saw'), (t) => (t < 1.1 ? 900 : 900 * pow(fall(t), 2)));
      tremolo(drone, 17, 0.75);
      const centre = (t: number): number => (t < 1.1 ? 250 * pow(4, t / 1.1) : 1000 * pow(fall(t), 3));
      const swept = darken(biquad(whiteNoise(rng, seconds), 'bandpass', centre, 2), 2500);
      const flare = mix(seconds, [{ signal: band(whiteNoise(rng, seconds), 1600, 2100) }, { signal: tone({ frequency: glide(1600, 2100, 0.2), seconds: 0.3 }), at: 0.75, gain: 0.25 }]);
      envelope(flare, breakpoints([[0.74, 0], [0.84, 1], [0.95, 0]]));
      const all = mix(2.09, [{ signal: drone }, { signal: swept, gain: 0.6 }, { signal: flare, gain: 1.2 }]);
      return envelope(all, breakpoints([[0, 0.2], [0.9, 1], [1.1, 1], [1.14, 0.3], [1.6, 0]]));
    },
  },
  /** Opening portal: a swirling 129 Hz drone swelling in while a noisy shimmer opens its top from 0.5 to 10 kHz. */
  portal_opening: {
    render: (rng) => {
      const seconds = 3.474;
      const swirl = (t: number): number => sin(2 * Math.PI * 2.5 * t);
      const top = (t: number): number => 500 * pow(20, Math.min(1, t / 2.8)) * (1 + 0.25 * swirl(t));
      const drone = mix(seconds, [129, 129.7].map((f) => ({ signal: tone({ frequency: f, seconds, waveform: 'triangle' }), gain: 0.6 })));
      const shimmer = envelope(whiteNoise(rng, seconds), (t) => 0.05 + 0.3 * Math.min(1, t / 2.8));
      const opened = biquad(darken(shimmer, top), 'highpass', (t) => top(t) / 3);
      const moving = swirlingPartials(129, [2, 3, 4, 5, 7], seconds);
      const all = mix(seconds, [{ signal: darken(drone, 700) }, { signal: opened }, { signal: moving }]);
      return envelope(all, breakpoints([[0, 0.2], [0.5, 1], [2.87, 1], [3.44, 0]]));
    },
  },
  /** Dark void throb: a buzzy A#2 with a strong octave, pulsing unevenly at 10-16 Hz, swelling to +0.34 s and sagging to 104 Hz. */
  void: {
    render: (rng) => {
      const sag = glide(1, 104 / 116, 0.73);
      const buzz = cluster([[116, 1], [232, 0.9]], 0.8, sag, 'saw');
      const dark = darken(darken(buzz, 480), 480);
      pulseBy(dark, irregularLfo(rng, 0.8, 10, 16, 0.6), 0.75);
      return envelope(dark, breakpoints([[0, 0.3], [0.34, 1], [0.75, 0]]));
    },
  },
};
