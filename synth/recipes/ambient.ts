import { type Signal, mix, sampleCount, shape, silence } from '../dsp/buffer.ts';
import { band, biquad, resonate } from '../dsp/filters.ts';
import { addBurst, addPing } from '../dsp/grains.ts';
import { preRolledLoop } from '../dsp/loop.ts';
import { type Curve, loopingSwells, loopingWander, tabulate } from '../dsp/modulation.ts';
import { brownNoise, pinkNoise, whiteNoise } from '../dsp/noise.ts';
import { type Rng, between, createRng } from '../dsp/rng.ts';
import { LOOP_LEAD } from '../encode/master.ts';
import type { Recipe, RecipeBook } from '../recipe.ts';
import { log, pow } from '../dsp/math.ts';

/**
 * Loop length (the reference's), and the material rendered before it (the pre-roll) to close the seam with:
 * half a second, of which the last LOOP_LEAD samples end the loop alone and the rest cross-fades (0.31 s).
 */
const LOOP = 22.047;
const OVERLAP = 0.5;

/**
 * A bed's layers, each drawing its random numbers from a stream of its own (seeded from the sound's, in a fixed
 * order), so that what a layer renders for its first seconds does not depend on how long it renders: the
 * bed's opening can be rendered alone (see `opening`).
 */
type Streams = () => Rng;
type Bed = (streams: Streams, seconds: number) => Signal;

function streamsOf(rng: Rng): Streams {
  return () => createRng(Math.floor(rng() * 4294967296));
}

/**
 * A bed as a recipe: OVERLAP + LOOP s of material (all its slow modulation repeats every LOOP s), closed into
 * a loop by its pre-roll; its opening is the pre-roll and the first `seconds` of material only. The seam ends
 * on LOOP_LEAD samples of pre-roll alone, the lead mastering filters in front of the loop.
 */
function bed(render: Bed): Recipe {
  return {
    loop: true,
    render: (rng) => preRolledLoop(render(streamsOf(rng), OVERLAP + LOOP), LOOP, OVERLAP, LOOP_LEAD),
    opening: (rng, seconds) => {
      const material = render(streamsOf(rng), OVERLAP + seconds);
      const pre = sampleCount(OVERLAP);
      return [material.subarray(pre - LOOP_LEAD, pre), material.subarray(pre)];
    },
  };
}

/**
 * Random events at `rate` a second on average (a Poisson process) over `seconds`, in time order: `each` is
 * called with each one's time and `draw`, the stream its own numbers come from (times come from another).
 */
function events(streams: Streams, seconds: number, rate: number, each: (at: number, draw: Rng) => void): void {
  const times = streams();
  const draw = streams();
  for (let t = -log(1 - times()) / rate; t < seconds; t += -log(1 - times()) / rate) each(t, draw);
}

/** Shot noise: random-signed impulses, `rate` a second, with heavy-tailed sizes (mostly tiny, a few big). */
function impulses(streams: Streams, seconds: number, rate: number): Signal {
  const out = silence(seconds);
  events(streams, seconds, rate, (at, draw) => {
    const size = (draw() < 0.5 ? -1 : 1) * pow(draw(), 4);
    if (sampleCount(at) < out.length) out[sampleCount(at)] += size; // (one in the last half sample falls past the end)
  });
  return out;
}

/** Rain: a pink wash peaking 0.5-2.5 kHz, a dense patter of tiny drop ticks, a few louder drips, gentle swells. */
function rain(streams: Streams, seconds: number): Signal {
  const wash = biquad(biquad(biquad(pinkNoise(streams(), seconds), 'highpass', 200), 'lowpass', 3200), 'peaking', 1400, 0.8, 5);
  const patter = biquad(band(impulses(streams, seconds, 700), 700, 5000), 'peaking', 1800, 1, 4);
  const drips = silence(seconds);
  events(streams, seconds, 6, (at, draw) => {
    addPing(drips, { at, frequency: 1000 * pow(3.5, draw()), decay: between(draw, 0.003, 0.007), gain: between(draw, 0.5, 1), chirp: 1.15 });
  });
  const swell = loopingWander(streams(), LOOP, 0.15);
  const out = mix(seconds, [{ signal: wash, gain: 0.7 }, { signal: patter, gain: 4 }, { signal: drips, gain: 0.3 }]);
  return biquad(shape(out, (t) => 0.8 + 0.2 * swell(t)), 'lowpass', 6000);
}

/** Five gust swells over the loop (one every ~4.4 s, uneven), 0..1, repeating every LOOP s. */
function gusts(rng: Rng): Curve {
  const spacing = LOOP / 5;
  const swells = Array.from({ length: 5 }, (_, j): [number, number, number] => [
    (j + 0.5 + between(rng, -0.15, 0.15)) * spacing,
    between(rng, 3, 5),
    between(rng, 0.65, 1),
  ]);
  const curve = loopingSwells(LOOP, swells);
  return tabulate((t) => Math.min(1, curve(t)), OVERLAP + LOOP);
}

/** Wind: high-Q band-passed noise whistling 450-740 Hz, rising and swelling with each gust, over a low rumble. */
function wind(streams: Streams, seconds: number): Signal {
  const gust = gusts(streams());
  const wander = loopingWander(streams(), LOOP, 0.5);
  const centre = (t: number): number => 450 + 230 * gust(t) + 60 * wander(t);
  const whistle = resonate(whiteNoise(streams(), seconds), centre, 12);
  const body = biquad(whiteNoise(streams(), seconds), 'bandpass', (t) => centre(t) * 0.85, 1.6);
  const rumble = biquad(biquad(brownNoise(streams(), seconds), 'lowpass', 120), 'lowpass', 120);
  const air = shape(mix(seconds, [{ signal: whistle }, { signal: body, gain: 0.35 }]), (t) => 0.2 + 0.8 * gust(t));
  const out = mix(seconds, [{ signal: air }, { signal: rumble, gain: 0.012 }]);
  return biquad(biquad(biquad(out, 'lowpass', 1150), 'lowpass', 1150), 'lowpass', 1150);
}

/** Brook: bubbling noise cut hard below 300 Hz and rolled off above 6 kHz, with fast random burble, ~1 s swells and a dense froth of rising bubbles. */
function waterStream(streams: Streams, seconds: number): Signal {
  const burble = loopingWander(streams(), LOOP, 14);
  const swell = loopingWander(streams(), LOOP, 1);
  const noise = shape(pinkNoise(streams(), seconds), (t) => (0.3 + 0.7 * pow(burble(t), 2)) * (0.6 + 0.4 * swell(t)));
  const bubbles = silence(seconds);
  events(streams, seconds, 220, (at, draw) => {
    const gain = (0.3 + 0.7 * draw()) * (0.4 + 0.6 * swell(at));
    addPing(bubbles, { at, frequency: 500 * pow(7, draw()), decay: between(draw, 0.005, 0.016), gain, chirp: between(draw, 1.04, 1.15) });
  });
  return band(mix(seconds, [{ signal: noise }, { signal: bubbles, gain: 0.5 }]), 300, 6000);
}

/**
 * Crackles: ~6 events a second, a third of them clusters of 2-5, each a tiny noise burst; a few bigger pops.
 * Each burst's noise comes from a stream of its own, so a burst cut short at the end of the material takes
 * nothing from the ones after it.
 */
function crackles(streams: Streams, seconds: number): Signal {
  const out = silence(seconds);
  events(streams, seconds, 6, (start, draw) => {
    const count = draw() < 0.7 ? 1 : 2 + Math.floor(draw() * 4);
    let at = start;
    for (let k = 0; k < count; k++) {
      addBurst(out, createRng(Math.floor(draw() * 4294967296)), { at, decay: between(draw, 0.0002, 0.0012), gain: pow(10, between(draw, -1.2, 0)) });
      at += between(draw, 0.006, 0.06);
    }
  });
  events(streams, seconds, 0.8, (at, draw) => addBurst(out, createRng(Math.floor(draw() * 4294967296)), { at, decay: between(draw, 0.002, 0.004), gain: 1.2 }));
  return biquad(band(out, 2800, 16000), 'highpass', 2800);
}

/** Campfire: a fluttering pink/brown-noise roar 35-220 Hz with sparse sharp crackles and pops above 3 kHz. */
function campfire(streams: Streams, seconds: number): Signal {
  const flutter = loopingWander(streams(), LOOP, 7);
  const breath = loopingWander(streams(), LOOP, 0.4);
  const roar = band(mix(seconds, [{ signal: pinkNoise(streams(), seconds) }, { signal: brownNoise(streams(), seconds), gain: 0.1 }]), 35, 220);
  shape(roar, (t) => (0.45 + 0.55 * flutter(t)) * (0.7 + 0.3 * breath(t)));
  return mix(seconds, [{ signal: roar }, { signal: crackles(streams, seconds), gain: 1.5 }]);
}

const BEAT = 0.5;
const BEATS = 44;

/** One heart sound: a soft low sine thump gliding down plus an 80-150 Hz knock that small speakers can play. */
function heartSound(target: Signal, at: number, gain: number, lift: number): void {
  addPing(target, { at, frequency: 47 * lift, decay: 0.04, gain, chirp: 0.92 });
  addPing(target, { at, frequency: 140 * lift, decay: 0.022, gain: gain * 0.7, chirp: 0.85 });
}

/** `count` copies of a signal end to end. */
function tile(signal: Signal, count: number): Signal {
  const out = new Float32Array(signal.length * count);
  for (let k = 0; k < count; k++) out.set(signal, k * signal.length);
  return out;
}

/** Heartbeat: lub-dub at 120 BPM: one 0.5 s period (tail folded into its start, DC-free highpassed in steady state) x 44. */
function heartbeat(): Signal {
  const beat = silence(BEAT * 2);
  heartSound(beat, 0, 1, 1);
  heartSound(beat, 0.18, 0.8, 1.12);
  const period = sampleCount(BEAT);
  for (let i = period; i < beat.length; i++) beat[i - period] += beat[i];
  const settled = biquad(tile(beat.subarray(0, period), 3), 'highpass', 20).subarray(2 * period);
  return tile(settled, BEATS);
}

export const ambient: RecipeBook = {
  /** Campfire loop: low fluttering roar with sparse sharp crackles and pops. */
  campfire: bed(campfire),
  /** Heartbeat loop: steady lub-dub at 120 BPM, 44 beats in exactly 22 s, starting on a beat. */
  heartbeat: { loop: true, seconds: BEAT * BEATS, render: () => heartbeat() },
  /** Rain loop: dense broadband patter of drops with a soft top and gentle swells. */
  rain: bed(rain),
  /** Babbling-brook loop: bubbly granular noise above 300 Hz with fast burble and slow swells. */
  water_stream: bed(waterStream),
  /** Wind loop: whistling band-passed noise whose pitch rises with each slow gust. */
  wind: bed(wind),
};
