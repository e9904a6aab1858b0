import { type Signal, mix, note } from '../dsp/buffer.ts';
import { type ChimePartial, chime, ringOut } from '../dsp/chime.ts';
import { envelope, percussive } from '../dsp/envelopes.ts';
import { biquad } from '../dsp/filters.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { tone } from '../dsp/oscillators.ts';
import type { RecipeBook } from '../recipe.ts';
import { exp, pow } from '../dsp/math.ts';

/** A soft-attacked sine ping at `hz`: decay time constant `decay` s, rung out to silence by `end` s. */
function ping(hz: number, decay: number, end: number, attack = 0.006): Signal {
  return chime(hz, end, { attack, decay, end, release: end * 0.35 });
}

/** An e-piano-like voice: a sine, a copy `beat` Hz sharp (slow beating) and a short-lived octave. */
function epiano(hz: number, decay: number, end: number, beat = 4): Signal {
  const partials: ChimePartial[] = [
    { ratio: 1, gain: 1, decay },
    { ratio: 1 + beat / hz, gain: 0.45, decay },
    { ratio: 2, gain: 0.12, decay: decay * 0.3 },
  ];
  return chime(hz, end, { attack: 0.008, partials, end, release: end * 0.4 });
}

/** The 'uh-uh' buzz: a dark pulse wave whose filter flares open on each of two strokes 0.1 s apart. */
function errorBuzz(): Signal {
  const seconds = 0.42;
  const hz = note('D#3', -25);
  const stroke = (t: number) => (t < 0 ? 0 : exp(-t / 0.022));
  const cutoff = (t: number) => 450 + 3800 * (stroke(t) + stroke(t - 0.1));
  const pulse = biquad(tone({ frequency: hz, seconds, waveform: 'pulse25' }), 'highpass', 40);
  const dark = biquad(biquad(pulse, 'lowpass', cutoff), 'lowpass', cutoff);
  const hit = (t: number) => (t < 0 ? 0 : Math.min(1, t / 0.002) * (0.35 + 0.65 * exp(-t / 0.03)) * exp(-t / 0.09));
  const [first, tail] = [ringOut(0.08, 0.1), ringOut(0.3, 0.4)];
  return biquad(envelope(dark, (t) => (hit(t) * first(t) + 0.95 * hit(t - 0.1)) * tail(t)), 'highpass', 60);
}

/** The pop-up blip: a sine flicking 670 -> 850 Hz in 10 ms, falling ~35 dB in 50 ms, a faint ~800 Hz ring after. */
function popupBlip(): Signal {
  const frequency = (t: number) => (t < 0.01 ? 670 * pow(850 / 670, t / 0.01) : 800 + 50 * exp(-(t - 0.01) / 0.02));
  const blip = tone({ frequency, seconds: 0.25 });
  const tail = ringOut(0.16, 0.23);
  return envelope(blip, (t) => Math.min(1, t / 0.002) * (exp(-t / 0.0125) + 0.02 * exp(-t / 0.055)) * tail(t));
}

export const notification: RecipeBook = {
  /** 'Done' chime: G6 grace note, then A#6 + D#7 join at +55 ms (an E-flat major triad), ringing out by ~0.65 s. */
  completed: {
    render: () =>
      mix(0.862, [
        { signal: ping(1572, 0.13, 0.66), gain: 0.8 },
        { signal: ping(1876, 0.13, 0.6), at: 0.055, gain: 0.6 },
        { signal: ping(2487, 0.12, 0.6), at: 0.055, gain: 0.4 },
      ]),
  },
  /** Low 'uh-uh' error buzz: a 153 Hz pulse tone struck twice 0.1 s apart, bright on each stroke, dark in between. */
  error: { render: () => errorBuzz() },
  /** Neutral two-stroke info chime: C5 + C6 + a brief G6 struck together, C7 answering at +0.12 s. */
  info: {
    render: () =>
      mix(0.862, [
        { signal: ping(525, 0.16, 0.62, 0.01), gain: 0.7 },
        { signal: ping(1047, 0.13, 0.6, 0.01), gain: 0.5 },
        { signal: ping(1561, 0.03, 0.16, 0.008), gain: 0.45 },
        { signal: ping(2094, 0.1, 0.48, 0.01), at: 0.12, gain: 0.35 },
      ]),
  },
  /** Incoming-message ping: a bright A6 sine with a quiet 2.5x bell partial and a tiny attack click. */
  message: {
    render: (rng) => {
      const partials = [{ ratio: 1, gain: 1, decay: 0.35 }, { ratio: 2.5, gain: 0.07, decay: 0.12 }];
      const bell = chime(1766, 0.8, { attack: 0.003, partials, end: 0.8, release: 0.35 });
      const click = biquad(envelope(whiteNoise(rng, 0.01), percussive(0.0002, 0.0008)), 'highpass', 4000);
      return mix(0.862, [{ signal: bell }, { signal: click, gain: 0.25 }]);
    },
  },
  /** Generic notification: a bright F6 ping that dies fast over a warm C3 body swelling in ~0.1 s. */
  notification: {
    render: () => {
      const partials = [
        { ratio: 1, gain: 1, decay: 0.22 },
        { ratio: 366 / 132, gain: 0.14, decay: 0.15 },
        { ratio: 875 / 132, gain: 0.07, decay: 0.1 },
      ];
      const body = chime(132, 0.75, { attack: 0.1, partials, end: 0.75, release: 0.2 });
      return mix(0.862, [{ signal: ping(1402, 0.045, 0.22, 0.004), gain: 0.7 }, { signal: body }]);
    },
  },
  /** Tiny pop-up blip: a soft sine flick up to ~850 Hz, gone in ~50 ms but for a faint ring. */
  popup: { render: () => popupBlip() },
  /** High glassy 'tink': a 3.6 kHz sine ping with a brief 9.7 kHz sparkle, ringing out fully. */
  reminder: {
    render: () => {
      const partials = [{ ratio: 1, gain: 1, decay: 0.16 }, { ratio: 9700 / 3607, gain: 0.15, decay: 0.035 }];
      return chime(3607, 0.85, { attack: 0.002, partials, end: 0.84, release: 0.3 });
    },
  },
  /** Warm success arpeggio rising in F-sharp major (C#5, F#5 + F#6, A#5), e-piano tones beating gently. */
  success: {
    render: () =>
      mix(1.228, [
        { signal: epiano(557, 0.3, 1.15), gain: 0.6 },
        { signal: epiano(738, 0.3, 1.12), at: 0.05, gain: 0.55 },
        { signal: ping(1476, 0.15, 0.8, 0.008), at: 0.05, gain: 0.15 },
        { signal: epiano(931, 0.3, 1.05), at: 0.14, gain: 0.5 },
      ]),
  },
  /** Single warning beep: an E5 square wave, flat for ~0.2 s, then decaying to silence. */
  warning: {
    render: () => {
      const square = tone({ frequency: note('E5'), seconds: 0.86, waveform: 'square' });
      const held = (t: number) => Math.min(1, t / 0.001) * (t < 0.2 ? 1 : exp(-(t - 0.2) / 0.17));
      const tail = ringOut(0.62, 0.85);
      return envelope(biquad(biquad(square, 'lowpass', 7000), 'lowpass', 7000), (t) => held(t) * tail(t));
    },
  },
};
