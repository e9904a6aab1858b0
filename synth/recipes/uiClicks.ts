import { mix, type Signal } from '../dsp/buffer.ts';
import { percussive } from '../dsp/envelopes.ts';
import type { Rng } from '../dsp/rng.ts';
import type { RecipeBook } from '../recipe.ts';
import { blip, click, pitchPath, slide, thock, twoStage, unit } from './uiClickKit.ts';

/** The hard button's click: woody knock modes around 1.36 kHz over 480-820 Hz weight, crisp 6-11 kHz edge. */
function hardPress(rng: Rng): Signal {
  return click(rng, {
    attack: 0.002,
    burst: 0.0025,
    modes: [[1360, 0.007, 1], [820, 0.006, 0.55], [480, 0.005, 0.4], [2150, 0.003, 0.25]],
    air: [6000, 11000, 2.2],
  });
}

/** Keystroke: a bright key click over a low thock with a 150-250 Hz knock; `after` is the release click. */
function keystroke(rng: Rng, k: { air: [number, number, number]; cap: number; thock: [number, number, number, number]; after: [number, number]; muffle?: number }): Signal {
  const strike = (gain: number) =>
    click(rng, { burst: 0.0012, modes: [[k.cap, 0.0015, 0.25], [230, 0.006, 0.3 * gain]], air: k.air, muffle: k.muffle });
  const [from, to, decay, gain] = k.thock;
  return mix(0.549, [
    { signal: unit(strike(1)), at: 0.002 },
    { signal: thock(from, to, decay, 0.4), gain },
    { signal: unit(strike(0)), at: k.after[0], gain: k.after[1] },
  ]);
}

/** Toggle snap: resonant modes in the 2.4-10 kHz band, −20 dB in ~7 ms, a faint ringing tail. */
function snap(rng: Rng, modes: [number, number, number], top: number, tail: number, bright: number): Signal {
  const [a, b, c] = modes;
  return click(rng, {
    attack: 0.002,
    burst: 0.0016,
    modes: [[a, 0.003, 1], [b, 0.0025, 0.45], [c, 0.0025, 0.35], [a, tail, 0.07]],
    air: [a - 300, top, bright],
    muffle: top + 1500,
  });
}

export const uiClicks: RecipeBook = {
  /** Hard button press: sharp dry click, woody ~1.36 kHz knock and a 6-11 kHz edge, gone by ~80 ms. */
  button_hard: { render: (rng) => hardPress(rng) },

  /** Double hard press: the hard click, then a lighter, brighter 1.4 kHz + 3-8 kHz click 175 ms later. */
  button_hard_double: {
    render: (rng) => {
      const second = click(rng, { burst: 0.002, modes: [[1420, 0.005, 1], [2900, 0.002, 0.3]], air: [3000, 8000, 2] });
      return mix(0.862, [{ signal: unit(hardPress(rng)) }, { signal: unit(second), at: 0.175, gain: 0.6 }]);
    },
  },

  /** Medium button click: crisp plastic click, 1.2-2 kHz body and bright content to ~8 kHz, gone by ~60 ms. */
  button_medium: {
    render: (rng) =>
      click(rng, { attack: 0.0015, burst: 0.002, modes: [[1600, 0.0035, 1], [1250, 0.003, 0.6], [2000, 0.0025, 0.4]], air: [3000, 8500, 1.8] }),
  },

  /** Soft button tap: a muffled, rounded 1-2 kHz tap of ~35 ms and a faint low release bump at +0.27 s. */
  button_soft: {
    render: (rng) => {
      const tap = click(rng, { attack: 0.002, burst: 0.003, modes: [[1250, 0.008, 1], [1800, 0.005, 0.5], [650, 0.006, 0.4]], muffle: 2500 });
      const release = click(rng, { attack: 0.003, burst: 0.006, modes: [[180, 0.012, 1]], muffle: 400 });
      return mix(0.862, [{ signal: unit(tap) }, { signal: unit(release), at: 0.27, gain: 0.1 }]);
    },
  },

  /** Double soft tap: two short muted, rounded taps 0.11 s apart (0.9-3 kHz, then ~2.8 kHz). */
  button_soft_double: {
    render: (rng) => {
      const first = click(rng, { attack: 0.0018, burst: 0.002, modes: [[1500, 0.003, 1], [2300, 0.0025, 0.6], [1000, 0.003, 0.4]], muffle: 3200 });
      const second = click(rng, { attack: 0.001, burst: 0.0018, modes: [[2800, 0.003, 1], [1700, 0.002, 0.4]], muffle: 4000 });
      return mix(0.862, [{ signal: unit(first) }, { signal: unit(second), at: 0.11, gain: 0.7 }]);
    },
  },

  /** Squishy rubber press: a sine 'bwip' bending 340 → 500 → 740 Hz in 35 ms, with a faint wet 2 kHz residue. */
  button_squishy: {
    render: (rng) => {
      const bend = pitchPath([[0, 340], [0.012, 500], [0.035, 740]]);
      const bwip = blip(bend, 0.2, twoStage(0.007, 0.006, 0.014, 0.12));
      const wet = click(rng, { attack: 0.002, burst: 0.004, modes: [[1900, 0.004, 1], [2300, 0.003, 0.5]], air: [1500, 2500, 0.4] });
      return mix(0.342, [{ signal: bwip }, { signal: unit(wet), at: 0.035, gain: 0.07 }]);
    },
  },

  /** Copy tick: a faint rising 3-8.5 kHz pre-rustle for ~45 ms into a very short bright snap around 5.5 kHz. */
  copy: {
    render: (rng) => {
      const rustle = slide(rng, 0.05, 5500, 1.6, [[0, 0.04], [0.03, 0.09], [0.045, 0.2], [0.05, 0]]);
      const snapAt = click(rng, { attack: 0.0025, burst: 0.0018, modes: [[4700, 0.002, 1], [5600, 0.002, 1], [5200, 0.0015, 0.5]], air: [3000, 8500, 0.6] });
      return mix(0.079, [{ signal: rustle }, { signal: unit(snapAt), at: 0.045 }]);
    },
  },

  /** Field unfocus: one soft dry tick, 1-6 kHz with a 2.6 kHz resonance, a little lower and duller than input_focus. */
  input_blur: {
    render: (rng) =>
      click(rng, { attack: 0.003, burst: 0.003, modes: [[2600, 0.005, 1], [1500, 0.004, 0.6]], air: [1000, 6000, 0.35], muffle: 5000 }),
  },

  /** Field focus: a faint 2.4 kHz pre-tick, then 0.11 s later a light bright tick (peaks 2.0/3.4 kHz, band to 9.5 kHz). */
  input_focus: {
    render: (rng) => {
      const pre = click(rng, { attack: 0.002, burst: 0.0015, modes: [[2400, 0.004, 1]] });
      const tick = click(rng, { attack: 0.004, burst: 0.003, modes: [[2000, 0.005, 0.8], [3400, 0.005, 1], [3400, 0.02, 0.05]], air: [2000, 9500, 0.45] });
      return mix(0.237, [{ signal: unit(pre), gain: 0.15 }, { signal: unit(tick), at: 0.11 }]);
    },
  },

  /** Hard keystroke: sharp bright click (5-15 kHz) over the set's strongest ~57 Hz thock and a faint release click. */
  keystroke_hard: {
    render: (rng) => keystroke(rng, { air: [4500, 15000, 4], cap: 3000, thock: [150, 57, 0.05, 0.35], after: [0.11, 0.18] }),
  },

  /** Medium keystroke: crisp, very bright click (7-16 kHz), lighter ~57 Hz thock, a clear release click at +85 ms. */
  keystroke_medium: {
    render: (rng) => keystroke(rng, { air: [7000, 16000, 3], cap: 4200, thock: [130, 57, 0.04, 0.2], after: [0.085, 0.75] }),
  },

  /** Soft keystroke: a duller, muffled click (centroid ~5 kHz), light ~70 Hz body and one small after-click. */
  keystroke_soft: {
    render: (rng) => keystroke(rng, { air: [2500, 9000, 2], cap: 2200, thock: [120, 70, 0.035, 0.15], after: [0.07, 0.2], muffle: 6000 }),
  },

  /** Closing pop: a short round bubble pop dropping 880 → 700 Hz, −20 dB in ~11 ms; lower and duller than pop_open. */
  pop_close: {
    render: () => {
      const pitch = pitchPath([[0, 880], [0.007, 700]]);
      return blip(pitch, 0.15, twoStage(0.0015, 0.0045, 0.025, 0.04));
    },
  },

  /** Opening pop: a bubble pop flicking up 520 → 930 Hz in ~10 ms, −20 dB in ~13 ms, light tail to ~0.1 s. */
  pop_open: {
    render: (rng) => {
      const pitch = pitchPath([[0, 520], [0.01, 930]]);
      const body = blip(pitch, 0.15, twoStage(0.0015, 0.0055, 0.03, 0.05));
      const lip = click(rng, { attack: 0.0015, burst: 0.0008, modes: [[2200, 0.001, 1]] });
      return mix(0.15, [{ signal: unit(body) }, { signal: unit(lip), gain: 0.1 }]);
    },
  },

  /** Radio select: a crisp small click (low-mid ~250 Hz tap and 2-7 kHz tick) with a tiny 1.5 kHz 'dot', ~50 ms. */
  radio_select: {
    render: (rng) => {
      const tap = click(rng, { attack: 0.0015, burst: 0.0015, modes: [[250, 0.006, 1], [600, 0.003, 0.4]], air: [2000, 7000, 1.5] });
      const dot = blip(1500, 0.08, percussive(0.001, 0.011));
      return mix(0.862, [{ signal: unit(tap) }, { signal: dot, gain: 0.45 }]);
    },
  },

  /** Toggle off: a bright snap (2.4-8.5 kHz, peaks 2.7/4.8/5.3 kHz), slightly lower and duller than toggle_on. */
  toggle_off: { render: (rng) => snap(rng, [2700, 4800, 5300], 8500, 0.008, 0.6) },

  /** Toggle on: a bright snap (2.9-10 kHz, peaks 3.1/5.6/6.4 kHz) with a ~50 ms ringing tail. */
  toggle_on: { render: (rng) => snap(rng, [3100, 5600, 6400], 10000, 0.012, 1.1) },

  /** Tab close: a faint dry slide falling in pitch for ~0.25 s into a dull low ~168 Hz 'tock'. */
  tab_close: {
    render: (rng) => {
      const rustle = slide(rng, 0.27, (t) => 1800 - 4000 * t, 1.2, [[0, 0.05], [0.18, 0.1], [0.26, 0.03], [0.27, 0]]);
      const tock = click(rng, { attack: 0.001, burst: 0.002, modes: [[168, 0.007, 1], [336, 0.004, 0.35], [700, 0.002, 0.15]], muffle: 1500 });
      return mix(0.549, [{ signal: rustle }, { signal: unit(tock), at: 0.26 }]);
    },
  },

  /** Tab open: a faint bright slide rising through 0.6-5.6 kHz, a tiny blip at +0.22 s, then a woody click at +0.31 s. */
  tab_open: {
    render: (rng) => {
      const rustle = slide(rng, 0.31, (t) => 900 + 9000 * t, 1.2, [[0, 0.05], [0.25, 0.12], [0.31, 0]]);
      const blipTick = click(rng, { burst: 0.001, modes: [[2000, 0.002, 1]] });
      const wood = click(rng, { attack: 0.001, burst: 0.002, modes: [[700, 0.012, 0.8], [1200, 0.012, 1], [1500, 0.011, 0.8], [1650, 0.01, 0.7]], air: [2000, 2600, 0.2] });
      return mix(0.549, [{ signal: rustle }, { signal: unit(blipTick), at: 0.22, gain: 0.3 }, { signal: unit(wood), at: 0.31 }]);
    },
  },
};
