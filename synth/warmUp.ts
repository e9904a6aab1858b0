import { mix } from './dsp/buffer.ts';
import { biquad, type FilterType } from './dsp/filters.ts';
import { addPing } from './dsp/grains.ts';
import { brownNoise, pinkNoise } from './dsp/noise.ts';
import { glide, type Waveform } from './dsp/oscillators.ts';
import { createRng } from './dsp/rng.ts';
import { masterSound } from './encode/master.ts';
import { bell, harmonics, pluck, swish, thump } from './recipes/uiToneHelpers.ts';

/**
 * Warming up: the shared DSP run on short synthetic signals (none of them a catalogue sound), so that the
 * engine's JIT has compiled it before the first real render. A sound rendered once on a visitor's device
 * otherwise runs in the engine's first, slow tiers: 3 to 6 times its warm time (ui/item_select: 19 ms cold,
 * 4 ms warm in Node, its mastering 7 and 2). Each step takes a few milliseconds, so a render asked for
 * meanwhile waits at most one.
 */
const SECONDS = 0.05;
const WAVEFORMS: Waveform[] = ['sine', 'triangle', 'square', 'saw', 'pulse25', 'pulse12'];
const FILTERS: FilterType[] = ['lowpass', 'highpass', 'bandpass', 'peaking', 'notch'];

/** The warm-up's steps, three a round: sources, then filters, then mastering (the limiter too, on odd rounds a loop). */
export function* warmUpSteps(rounds = 12): Generator<void, void, void> {
  for (let round = 1; round <= rounds; round++) {
    const rng = createRng(round);
    // Tones in each waveform (and with vibrato) in turn, bells, noise bands swept under breakpoints, grains.
    const shape = { attack: 0.003, decay: 0.02, seconds: SECONDS, waveform: WAVEFORMS[round % 6] };
    const sources = [pluck(glide(300, 900, SECONDS), shape), bell(660, shape, [[1, 1], [2.76, 0.1]]), thump(90, 50, 0.01), harmonics(220, SECONDS, [1, 0.5], 0.01, 5)];
    sources.push(swish(rng, SECONDS, glide(500, 2000, SECONDS), 2, [[0, 0], [0.01, 1], [SECONDS, 0]]), pinkNoise(rng, SECONDS), brownNoise(rng, SECONDS));
    let signal = mix(SECONDS, sources.map((part) => ({ signal: part })));
    addPing(signal, { at: 0, frequency: 1200, decay: 0.005, gain: 0.5, chirp: 1.1 });
    yield;
    for (const type of FILTERS) signal = biquad(biquad(signal, type, 1000, 1, 3), type, (t) => 500 + 4000 * t);
    signal[100] = 8; // a peak for the limiter
    yield;
    masterSound(signal, { seconds: SECONDS, loop: round % 2 === 1, targetDb: -12 });
    yield;
  }
}
