import { mix, note, type Signal } from '../dsp/buffer.ts';
import { breakpoints, envelope } from '../dsp/envelopes.ts';
import { band, biquad } from '../dsp/filters.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { glide, tone } from '../dsp/oscillators.ts';
import type { Rng } from '../dsp/rng.ts';
import type { RecipeBook } from '../recipe.ts';
import { bell, fadeTail, harmonics, pluck, swish, thump } from './uiToneHelpers.ts';
import { sin } from '../dsp/math.ts';

/** Bell partials for the success chimes: fundamental, octave, a glassy 2.76x and the bright 4th harmonic. */
const CHIME: [number, number][] = [[1, 1], [2, 0.3], [2.76, 0.08], [4, 0.4]];
/** A lighter bell for the 'bling': mostly fundamental with a faint inharmonic shimmer. */
const BLING: [number, number][] = [[1, 1], [2.76, 0.1], [5.4, 0.04]];

/** One stroke of the 'not allowed' buzz: G3 with strong 2nd-4th harmonics over a 102 Hz sub, dark and quick. */
function blockedStroke(): Signal {
  const buzz = harmonics(note('G3'), 0.5, [0.45, 1, 0.9, 0.8, 0.45, 0.35, 0.25, 0.16, 0.1]);
  const sub = harmonics(102, 0.5, [0.8]);
  const hit = mix(0.5, [{ signal: buzz }, { signal: sub }]);
  return fadeTail(envelope(hit, breakpoints([[0, 0], [0.002, 1], [0.035, 0.75], [0.1, 0.18], [0.2, 0.03], [0.5, 0]])), 0.2);
}

/** A steady buzzer tone: flat sustain from an instant start, optional step down before the stop. */
function sustain(signal: Signal, points: [number, number][]): Signal {
  return envelope(signal, breakpoints(points));
}

/** A low sine thump plus a short sine blip: the 'latch' at either end of a panel moving. */
function latch(blip: number, from: number, to: number): Signal {
  return mix(0.2, [{ signal: thump(from, to, 0.03, 0.2) }, { signal: pluck(blip, { attack: 0.002, decay: 0.02, seconds: 0.12 }), gain: 0.35 }]);
}

/** The confirming ping of 'submit': E6 and B6 bell tones struck together. */
function confirmPing(): Signal {
  const shape = { attack: 0.003, decay: 0.08, seconds: 0.3 };
  return mix(0.3, [{ signal: bell(note('E6'), shape, BLING) }, { signal: bell(note('B6'), shape, BLING), gain: 0.5 }]);
}

/** A gritty 2-8 kHz noise band gated by a 130 Hz pulse, for the long buzz. */
function grit(rng: Rng, seconds: number): Signal {
  const noise = band(whiteNoise(rng, seconds), 2000, 8000);
  const gate = tone({ frequency: note('C3'), seconds, waveform: 'pulse25' });
  for (let i = 0; i < noise.length; i++) noise[i] *= 0.6 + 0.4 * gate[i];
  return noise;
}

export const uiTones: RecipeBook = {
  /** 'Not allowed': two dark buzzy G3 strokes 0.125 s apart over a 102 Hz sub, gone by ~0.6 s. */
  blocked: {
    render: () => mix(0.94, [{ signal: blockedStroke() }, { signal: blockedStroke(), at: 0.125, gain: 0.9 }]),
  },
  /** Nasal buzzer: 170 Hz sawtooth with a 1.3-3.6 kHz formant, flat for 0.48 s, a step down, hard stop at 0.52 s. */
  buzz: {
    render: () => {
      const saw = tone({ frequency: note('F3', -40), seconds: 0.549, waveform: 'saw' });
      const nasal = biquad(biquad(biquad(saw, 'peaking', 2200, 0.7, 14), 'highpass', 250), 'lowpass', 6000);
      return sustain(nasal, [[0, 1], [0.478, 1], [0.485, 0.45], [0.512, 0.4], [0.52, 0]]);
    },
  },
  /** Deep buzzer: 62 Hz (B1) sawtooth darkened above ~550 Hz, 30 ms fade-in, flat 0.68 s, 20 ms release. */
  buzz_deep: {
    render: () => {
      const saw = tone({ frequency: note('B1'), seconds: 0.81, waveform: 'saw' });
      const dark = biquad(biquad(saw, 'lowpass', 600, 0.8), 'lowpass', 900);
      return sustain(dark, [[0, 0.12], [0.03, 1], [0.71, 1], [0.73, 0]]);
    },
  },
  /** Long low buzz: C3 + stronger C4 with weak upper harmonics and a gritty 2-8 kHz band, slow wobble, ~1 s. */
  buzz_long: {
    render: (rng) => {
      const body = harmonics(note('C3'), 1.071, [0.5, 1, 0.14, 0.12, 0.05], 0.003, 2.5);
      const buzz = mix(1.071, [{ signal: body }, { signal: grit(rng, 1.071), gain: 0.4 }]);
      const wobble = (t: number) => 1 + 0.08 * sin(2 * Math.PI * 2.5 * t);
      const level = breakpoints([[0, 0], [0.004, 1], [1.0, 1], [1.02, 0]]);
      return envelope(buzz, (t) => wobble(t) * level(t));
    },
  },
  /** Deselect: pure sines falling an octave, C6 for ~90 ms then C5 at +0.1 s with a short soft tail. */
  item_deselect: {
    render: () =>
      mix(0.862, [
        { signal: pluck(note('C6'), { attack: 0.006, hold: 0.04, decay: 0.025, seconds: 0.14 }) },
        { signal: pluck(note('C5'), { attack: 0.006, hold: 0.05, decay: 0.06, seconds: 0.45 }), at: 0.1 },
      ]),
  },
  /** Select: pure sines rising an octave, E5 then E6 at +0.15 s; E5 fades as E6 rings out. */
  item_select: {
    render: () =>
      mix(0.862, [
        { signal: pluck(note('E5'), { attack: 0.008, decay: 0.09, seconds: 0.3 }) },
        { signal: pluck(note('E6'), { attack: 0.008, decay: 0.1, seconds: 0.7 }), at: 0.15 },
      ]),
  },
  /** Panel collapse: 0.5-7 kHz noise whose brightness arches up and back down, a faint 600 Hz thread, a soft latch as it closes. */
  panel_collapse: {
    render: (rng) => {
      const centre = (t: number) => (t < 0.37 ? glide(800, 3900, 0.37)(t) : glide(3900, 800, 0.33)(t - 0.37));
      const level: [number, number][] = [[0, 0.25], [0.2, 0.8], [0.37, 1], [0.6, 0.55], [0.72, 0.1], [0.74, 0]];
      const air = swish(rng, 0.862, centre, 1, level, [500, 7000]);
      const thread = envelope(tone({ frequency: glide(640, 560, 0.7), seconds: 0.75 }), breakpoints(level));
      return mix(0.862, [{ signal: air }, { signal: thread, gain: 0.06 }, { signal: latch(900, 110, 55), at: 0.7, gain: 0.35 }]);
    },
  },
  /** Panel expand: a low thump with a 1.35 kHz blip, then 0.7-5 kHz noise opening up to ~3.7 kHz, settling, fading by 0.75 s. */
  panel_expand: {
    render: (rng) => {
      const centre = breakpoints([[0, 1000], [0.34, 3700], [0.45, 2000], [0.75, 1800]]);
      const level: [number, number][] = [[0, 0.2], [0.3, 1], [0.6, 0.7], [0.75, 0]];
      const air = swish(rng, 0.862, centre, 1, level, [700, 5000]);
      return mix(0.862, [{ signal: latch(1350, 130, 60), gain: 0.5 }, { signal: air }]);
    },
  },
  /** Popup close: mellow sines falling a fifth, G4 (+ soft 4th harmonic) then C4 (+ C6 partial) at +0.16 s, slow decay. */
  popup_close: {
    render: () =>
      mix(1.071, [
        { signal: bell(note('G4'), { attack: 0.01, decay: 0.1, seconds: 0.4 }, [[1, 1], [4, 0.18]]) },
        { signal: bell(note('C4'), { attack: 0.01, decay: 0.16, seconds: 0.88 }, [[1, 1], [4, 0.2]]), at: 0.16 },
      ]),
  },
  /** Popup open: sines rising an octave, C5 then C6 at +0.12 s, soft attacks, smooth decay. */
  popup_open: {
    render: () =>
      mix(1.071, [
        { signal: pluck(note('C5'), { attack: 0.01, decay: 0.1, seconds: 0.4 }) },
        { signal: pluck(note('C6'), { attack: 0.01, decay: 0.13, seconds: 0.85 }), at: 0.12 },
      ]),
  },
  /** Send 'fft': an airy 1-15 kHz puff swelling for ~60 ms over a soft 60-100 Hz thump, gone ~50 ms later. */
  send: {
    render: (rng) => {
      const puff = swish(rng, 0.183, glide(2500, 7000, 0.07), 0.6, [[0, 0.25], [0.06, 1], [0.085, 0.35], [0.12, 0]], [1000, 16000]);
      const low = envelope(tone({ frequency: glide(100, 60, 0.1), seconds: 0.183 }), breakpoints([[0, 0.3], [0.05, 1], [0.12, 0]]));
      return mix(0.183, [{ signal: puff }, { signal: low, gain: 0.5 }]);
    },
  },
  /** Submit 'whoomp': sub thump peaking at +0.12 s, a tone/noise band rising 250->550 Hz, and a bright E6/B6 confirming ping. */
  submit: {
    render: (rng) => {
      const swell: [number, number][] = [[0, 0.3], [0.12, 1], [0.25, 0.35], [0.37, 0]];
      const sub = envelope(tone({ frequency: glide(75, 40, 0.3), seconds: 0.4 }), breakpoints(swell));
      const rise = envelope(tone({ frequency: glide(250, 550, 0.3), seconds: 0.4, waveform: 'triangle', vibratoDepth: 0.03, vibratoRate: 11 }), breakpoints(swell));
      const hiss = swish(rng, 0.4, glide(250, 550, 0.3), 3, swell);
      const parts = [{ signal: sub }, { signal: rise, gain: 0.35 }, { signal: hiss, gain: 0.6 }, { signal: confirmPing(), at: 0.1, gain: 0.6 }];
      return mix(0.549, parts);
    },
  },
  /** Bright 'bling': C5 + G5 + C6 bells struck over a tiny 54 Hz thump, G6 joining at +0.07 s, ringing out by ~0.78 s. */
  success_bling: {
    render: () => {
      const shape = { attack: 0.003, decay: 0.14, seconds: 0.78 };
      const stack = ['C5', 'G5', 'C6'].map((name) => ({ signal: bell(note(name), shape, BLING), gain: 0.6 }));
      const top = { signal: bell(note('G6'), { ...shape, seconds: 0.71 }, BLING), at: 0.07, gain: 0.5 };
      return mix(0.81, [...stack, top, { signal: thump(70, 50, 0.02, 0.12), gain: 0.4 }]);
    },
  },
  /** Quick success blip: soft triangle C5 then E5 at +0.09 s, each down ~20 dB in ~0.12 s, gone by ~0.3 s. */
  success_blip: {
    render: () =>
      mix(0.627, [
        { signal: pluck(note('C5'), { attack: 0.004, decay: 0.05, seconds: 0.2, waveform: 'triangle' }) },
        { signal: pluck(note('E5'), { attack: 0.004, decay: 0.055, seconds: 0.24, waveform: 'triangle' }), at: 0.09 },
      ]),
  },
  /** Rising three-note bell chime D4, F#4 (+0.37 s), B4 (+0.58 s), each with a bright 4th partial, ringing out by ~1.5 s. */
  success_chime: {
    render: () => {
      const strike = (name: string, at: number) => ({ signal: bell(note(name), { attack: 0.002, decay: 0.28, seconds: 1.52 - at }, CHIME), at });
      return mix(1.62, [strike('D4', 0), strike('F#4', 0.37), strike('B4', 0.58)]);
    },
  },
  /** Window close: a downward 4 kHz -> 500 Hz swish falling into a muffled ~250 Hz noise thud. */
  window_close: {
    render: (rng) => {
      const fall = swish(rng, 0.2, glide(4000, 500, 0.13), 1.2, [[0, 0.4], [0.05, 1], [0.12, 0.35], [0.18, 0]], [400, 6000]);
      const thud = swish(rng, 0.2, 250, 0.9, [[0, 0], [0.004, 1], [0.04, 0.3], [0.12, 0.03], [0.2, 0]], [20, 1000]);
      return mix(0.549, [{ signal: fall, gain: 0.7 }, { signal: thud, at: 0.1, gain: 2.2 }, { signal: thump(110, 50, 0.035), at: 0.1, gain: 0.5 }]);
    },
  },
  /** Window open: a soft low ~230 Hz whoosh swelling to +0.14 s, opening upward into 1-5 kHz air, fading by ~0.32 s. */
  window_open: {
    render: (rng) => {
      const low = swish(rng, 0.34, 230, 1.2, [[0, 0.3], [0.14, 1], [0.32, 0]], [20, 1000]);
      const air = swish(rng, 0.34, glide(600, 4500, 0.26), 1.3, [[0, 0.2], [0.17, 1], [0.26, 0.4], [0.33, 0]], [400, 8000]);
      return mix(0.549, [{ signal: low, gain: 1.6 }, { signal: air, gain: 0.8 }]);
    },
  },
};
