import { type Signal, mix, peak, scale, shape } from './dsp/buffer.ts';
import { chime } from './dsp/chime.ts';
import { breakpoints, envelope, percussive, tremolo } from './dsp/envelopes.ts';
import { band, biquad, type FilterType, resonate } from './dsp/filters.ts';
import { addBurst, addPing } from './dsp/grains.ts';
import { brownNoise, pinkNoise, whiteNoise } from './dsp/noise.ts';
import { glide, partials, tone, type Waveform } from './dsp/oscillators.ts';
import { createRng } from './dsp/rng.ts';
import { masterSound } from './encode/master.ts';
import { bell, harmonics, swish, thump } from './recipes/uiToneHelpers.ts';

/**
 * Warming up: every shared DSP function run on short synthetic signals (none of them a catalogue sound), so
 * that the engine's JIT has compiled them before the first real render. A sound rendered once on a visitor's
 * device otherwise runs in the engine's first, slow tiers: 3 to 6 times its warm time (ui/blocked: 100 ms
 * cold, 17 ms warm in Node). Each step takes a few milliseconds, so a render asked for meanwhile waits at
 * most one step.
 */
const SECONDS = 0.05;
const WAVEFORMS: Waveform[] = ['sine', 'triangle', 'square', 'saw', 'pulse25', 'pulse12'];
const FILTERS: FilterType[] = ['lowpass', 'highpass', 'bandpass', 'peaking', 'notch'];

function oscillators(): Signal {
  const parts = WAVEFORMS.flatMap((waveform) => [
    { signal: tone({ frequency: 440, seconds: SECONDS, waveform }) },
    { signal: tone({ frequency: glide(300, 900, SECONDS), seconds: SECONDS, waveform, vibratoDepth: 0.02, vibratoRate: 6 }) },
  ]);
  parts.push({ signal: harmonics(220, SECONDS, [1, 0.5, 0.3, 0.2], 0.01, 5) });
  parts.push({ signal: partials(330, SECONDS, [{ ratio: 1, gain: 1, decay: 0.1 }, { ratio: 2.76, gain: 0.2, decay: 0.05 }]) });
  parts.push({ signal: bell(660, { attack: 0.003, decay: 0.05, seconds: SECONDS }, [[1, 1], [2, 0.3]]) });
  parts.push({ signal: thump(90, 50, 0.01, SECONDS) });
  parts.push({ signal: chime(880, SECONDS) });
  return mix(SECONDS, parts);
}

function noises(seed: number): Signal {
  const rng = createRng(seed);
  const out = mix(SECONDS, [{ signal: whiteNoise(rng, SECONDS) }, { signal: pinkNoise(rng, SECONDS) }, { signal: brownNoise(rng, SECONDS) }]);
  addPing(out, { at: 0.01, frequency: 1200, decay: 0.005, gain: 0.5, chirp: 1.1 });
  addBurst(out, rng, { at: 0.02, decay: 0.002, gain: 0.5 });
  return mix(SECONDS, [{ signal: out }, { signal: swish(rng, SECONDS, glide(500, 2000, SECONDS), 2, [[0, 0], [0.02, 1], [SECONDS, 0]]) }]);
}

function filters(signal: Signal): Signal {
  let out = signal;
  for (const type of FILTERS) out = biquad(biquad(out, type, 1000, 1, 3), type, (t) => 500 + 4000 * t, 1, 3);
  return resonate(band(out, 200, 5000), 800, 8);
}

function shapes(signal: Signal): Signal {
  envelope(signal, breakpoints([[0, 0], [0.005, 1], [0.02, 0.4], [SECONDS, 0]]));
  envelope(signal, percussive(0.001, 0.01));
  tremolo(signal, 12, 0.3);
  shape(signal, (t) => 1 - t);
  return scale(signal, 1 / (peak(signal) || 1));
}

/** The warm-up's steps, each a few milliseconds of work; `rounds` times through the DSP in all. */
export function* warmUpSteps(rounds = 12): Generator<void, void, void> {
  for (let round = 0; round < rounds; round++) {
    const signal = mix(SECONDS, [{ signal: oscillators() }, { signal: noises(round + 1) }]);
    yield;
    const shaped = shapes(filters(signal));
    yield;
    // A loud spike makes the limiter work too; a loop takes mastering's other branch.
    shaped[100] = 8;
    masterSound(shaped, { seconds: SECONDS, loop: round % 2 === 1, targetDb: -12 });
    yield;
  }
}
