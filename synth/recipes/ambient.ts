import { type Signal, mix, sampleCount, shape, silence } from '../dsp/buffer.ts';
import { band, biquad, resonate } from '../dsp/filters.ts';
import { addBurst, addPing } from '../dsp/grains.ts';
import { seamlessLoop } from '../dsp/loop.ts';
import { type Curve, loopingSwells, loopingWander, tabulate } from '../dsp/modulation.ts';
import { brownNoise, pinkNoise, whiteNoise } from '../dsp/noise.ts';
import { type Rng, between } from '../dsp/rng.ts';
import type { RecipeBook } from '../recipe.ts';
import { log, pow } from '../dsp/math.ts';

/** Loop length (the reference's) and the extra material rendered to cross-fade the seam with. */
const LOOP = 22.047;
const OVERLAP = 1;
const RENDER = LOOP + OVERLAP;

/** Renders LOOP + OVERLAP s of a bed (all its slow modulation repeats every LOOP s) and closes the seam. */
function bed(rng: Rng, render: (rng: Rng, seconds: number) => Signal): Signal {
  return seamlessLoop(render(rng, RENDER), LOOP, OVERLAP);
}

/** Random event times over `seconds` at `rate` per second on average (a Poisson process). */
function poissonTimes(rng: Rng, seconds: number, rate: number): number[] {
  const times: number[] = [];
  for (let t = -log(1 - rng()) / rate; t < seconds; t += -log(1 - rng()) / rate) times.push(t);
  return times;
}

/** Shot noise: random-signed impulses, `rate` a second, with heavy-tailed sizes (mostly tiny, a few big). */
function impulses(rng: Rng, seconds: number, rate: number): Signal {
  const out = silence(seconds);
  for (const at of poissonTimes(rng, seconds, rate)) {
    out[Math.min(out.length - 1, sampleCount(at))] += (rng() < 0.5 ? -1 : 1) * pow(rng(), 4);
  }
  return out;
}

/** Rain: a pink wash peaking 0.5-2.5 kHz, a dense patter of tiny drop ticks, a few louder drips, gentle swells. */
function rain(rng: Rng, seconds: number): Signal {
  const wash = biquad(biquad(biquad(pinkNoise(rng, seconds), 'highpass', 200), 'lowpass', 3200), 'peaking', 1400, 0.8, 5);
  const patter = biquad(band(impulses(rng, seconds, 700), 700, 5000), 'peaking', 1800, 1, 4);
  const drips = silence(seconds);
  for (const at of poissonTimes(rng, seconds, 6)) {
    addPing(drips, { at, frequency: 1000 * pow(3.5, rng()), decay: between(rng, 0.003, 0.007), gain: between(rng, 0.5, 1), chirp: 1.15 });
  }
  const swell = loopingWander(rng, LOOP, 0.15);
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
  return tabulate((t) => Math.min(1, curve(t)), RENDER);
}

/** Wind: high-Q band-passed noise whistling 450-740 Hz, rising and swelling with each gust, over a low rumble. */
function wind(rng: Rng, seconds: number): Signal {
  const gust = gusts(rng);
  const wander = loopingWander(rng, LOOP, 0.5);
  const centre = (t: number): number => 450 + 230 * gust(t) + 60 * wander(t);
  const whistle = resonate(whiteNoise(rng, seconds), centre, 12);
  const body = biquad(whiteNoise(rng, seconds), 'bandpass', (t) => centre(t) * 0.85, 1.6);
  const rumble = biquad(biquad(brownNoise(rng, seconds), 'lowpass', 120), 'lowpass', 120);
  const air = shape(mix(seconds, [{ signal: whistle }, { signal: body, gain: 0.35 }]), (t) => 0.2 + 0.8 * gust(t));
  const out = mix(seconds, [{ signal: air }, { signal: rumble, gain: 0.012 }]);
  return biquad(biquad(biquad(out, 'lowpass', 1150), 'lowpass', 1150), 'lowpass', 1150);
}

/** Brook: bubbling noise cut hard below 300 Hz and rolled off above 6 kHz, with fast random burble, ~1 s swells and a dense froth of rising bubbles. */
function waterStream(rng: Rng, seconds: number): Signal {
  const burble = loopingWander(rng, LOOP, 14);
  const swell = loopingWander(rng, LOOP, 1);
  const noise = shape(pinkNoise(rng, seconds), (t) => (0.3 + 0.7 * pow(burble(t), 2)) * (0.6 + 0.4 * swell(t)));
  const bubbles = silence(seconds);
  for (const at of poissonTimes(rng, seconds, 220)) {
    const gain = (0.3 + 0.7 * rng()) * (0.4 + 0.6 * swell(at));
    addPing(bubbles, { at, frequency: 500 * pow(7, rng()), decay: between(rng, 0.005, 0.016), gain, chirp: between(rng, 1.04, 1.15) });
  }
  return band(mix(seconds, [{ signal: noise }, { signal: bubbles, gain: 0.5 }]), 300, 6000);
}

/** Crackles: ~6 events a second, a third of them clusters of 2-5, each a tiny noise burst; a few bigger pops. */
function crackles(rng: Rng, seconds: number): Signal {
  const out = silence(seconds);
  for (const start of poissonTimes(rng, seconds, 6)) {
    const count = rng() < 0.7 ? 1 : 2 + Math.floor(rng() * 4);
    let at = start;
    for (let k = 0; k < count; k++) {
      addBurst(out, rng, { at, decay: between(rng, 0.0002, 0.0012), gain: pow(10, between(rng, -1.2, 0)) });
      at += between(rng, 0.006, 0.06);
    }
  }
  for (const at of poissonTimes(rng, seconds, 0.8)) addBurst(out, rng, { at, decay: between(rng, 0.002, 0.004), gain: 1.2 });
  return biquad(band(out, 2800, 16000), 'highpass', 2800);
}

/** Campfire: a fluttering pink/brown-noise roar 35-220 Hz with sparse sharp crackles and pops above 3 kHz. */
function campfire(rng: Rng, seconds: number): Signal {
  const flutter = loopingWander(rng, LOOP, 7);
  const breath = loopingWander(rng, LOOP, 0.4);
  const roar = band(mix(seconds, [{ signal: pinkNoise(rng, seconds) }, { signal: brownNoise(rng, seconds), gain: 0.1 }]), 35, 220);
  shape(roar, (t) => (0.45 + 0.55 * flutter(t)) * (0.7 + 0.3 * breath(t)));
  return mix(seconds, [{ signal: roar }, { signal: crackles(rng, seconds), gain: 1.5 }]);
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
  campfire: { loop: true, render: (rng) => bed(rng, campfire) },
  /** Heartbeat loop: steady lub-dub at 120 BPM, 44 beats in exactly 22 s, starting on a beat. */
  heartbeat: { loop: true, seconds: BEAT * BEATS, render: () => heartbeat() },
  /** Rain loop: dense broadband patter of drops with a soft top and gentle swells. */
  rain: { loop: true, render: (rng) => bed(rng, rain) },
  /** Babbling-brook loop: bubbly granular noise above 300 Hz with fast burble and slow swells. */
  water_stream: { loop: true, render: (rng) => bed(rng, waterStream) },
  /** Wind loop: whistling band-passed noise whose pitch rises with each slow gust. */
  wind: { loop: true, render: (rng) => bed(rng, wind) },
};
