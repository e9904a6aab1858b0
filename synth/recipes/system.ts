import { type Signal, mix, mixInto, note, silence } from '../dsp/buffer.ts';
import { type ChimePartial, chime, ringOut } from '../dsp/chime.ts';
import { envelope, percussive, tremolo } from '../dsp/envelopes.ts';
import { band, biquad, resonate } from '../dsp/filters.ts';
import { whiteNoise } from '../dsp/noise.ts';
import { glide, tone } from '../dsp/oscillators.ts';
import { type Rng, between } from '../dsp/rng.ts';
import type { RecipeBook } from '../recipe.ts';
import { pow } from '../dsp/math.ts';

/** A soft sine (optionally with a glassy partial at `glassRatio`), decaying with `decay` s, silent by `end` s. */
function sine(hz: number, decay: number, end: number, glassRatio = 0): Signal {
  const partials: ChimePartial[] = [{ ratio: 1, gain: 1, decay }];
  if (glassRatio) partials.push({ ratio: glassRatio, gain: 0.18, decay: decay * 0.5 });
  return chime(hz, end, { attack: 0.008, partials, end, release: end * 0.35 });
}

/** A soft e-piano pad voice: a sine, a slowly beating twin, a quiet octave; blooms in over `attack` s. */
function padVoice(hz: number, attack: number, decay: number, end: number): Signal {
  const partials: ChimePartial[] = [
    { ratio: 1, gain: 1, decay },
    { ratio: 1 + 1.5 / hz, gain: 0.4, decay },
    { ratio: 2, gain: 0.1, decay: decay * 0.4 },
  ];
  return chime(hz, end, { attack, partials, end, release: end * 0.45 });
}

/** Removes DC and sub-audio drift, so mastering's mean removal leaves no offset in the silent tail. */
function dcBlock(signal: Signal): Signal {
  return biquad(signal, 'highpass', 25);
}

/** A short burst of white noise with an instant attack and decay time constant `decay` s. */
function burst(rng: Rng, decay: number, seconds = decay * 8): Signal {
  return envelope(whiteNoise(rng, seconds), percussive(0.0003, decay));
}

/** A low thump: a sine falling `from` -> `to` Hz plus a puff of low noise, gone in ~0.2 s. */
function thump(rng: Rng, from: number, to: number, decay: number): Signal {
  const body = envelope(tone({ frequency: glide(from, to, 0.06), seconds: decay * 7 }), percussive(0.002, decay));
  const rumble = band(burst(rng, decay * 0.8, decay * 7), 50, 300);
  return mixInto(body, rumble, 0, 1.5);
}

/** Shutter clicks: metallic noise ticks (1.5-8.5 kHz) ringing 1.6/2.3 kHz resonances; the last longest. */
function shutter(rng: Rng): Signal {
  const out = silence(0.235);
  const clicks: [number, number, number][] = [[0, 0.5, 0.005], [0.055, 0.7, 0.006], [0.11, 1, 0.012]];
  for (const [at, gain, decay] of clicks) {
    const hit = burst(rng, decay, 0.12);
    const metal = mix(0.12, [
      { signal: band(hit, 1500, 7500) },
      { signal: resonate(hit, 1650, 12), gain: 2.5 },
      { signal: resonate(hit, 2350, 14), gain: 2 },
    ]);
    mixInto(out, envelope(metal, ringOut(decay * 6, decay * 9)), at, gain);
  }
  return out;
}

/** Paper crumpling: dense tiny crackles over ~0.3 s with louder cracks at the listed times, plus a bin thump. */
function crumple(rng: Rng): Signal {
  const grains = silence(0.4);
  for (let i = 0; i < 70; i++) {
    const at = 0.3 * pow(rng(), 1.2);
    mixInto(grains, burst(rng, between(rng, 0.001, 0.003)), at, between(rng, 0.05, 0.25));
  }
  const cracks: [number, number][] = [[0, 0.5], [0.1, 1], [0.14, 0.55], [0.19, 0.45], [0.25, 0.4], [0.28, 0.35]];
  for (const [at, gain] of cracks) mixInto(grains, burst(rng, at === 0.1 ? 0.011 : 0.006), at, gain);
  const paper = biquad(band(grains, 800, 9000), 'peaking', 3000, 1, 4);
  return dcBlock(mix(0.5, [{ signal: paper }, { signal: thump(rng, 150, 75, 0.045), at: 0.095, gain: 0.6 }]));
}

/** Startup bloom: octave-doubled pad voices building a Cadd9 chord every ~0.28 s, a G6 shimmer on top. */
function bootUp(): Signal {
  const entries: [number, string[], number][] = [
    [0, ['C4', 'C5'], 1], [0.28, ['D4', 'D5', 'D6'], 0.85], [0.56, ['G4', 'G5'], 0.8], [0.84, ['G3', 'E5', 'E6'], 0.75],
  ];
  const parts: { signal: Signal; at: number; gain: number }[] = [];
  for (const [at, names, gain] of entries) {
    names.forEach((name, i) => {
      parts.push({ signal: padVoice(note(name), at === 0 ? 0.04 : 0.12, 1.1, 3.05 - at), at, gain: gain * [1, 0.7, 0.35][i] });
    });
  }
  const shimmer = tremolo(chime(1564, 1.6, { attack: 0.25, decay: 0.7, end: 1.6, release: 0.7 }), 7, 0.5);
  parts.push({ signal: shimmer, at: 1.2, gain: 0.4 });
  return tremolo(mix(3.135, parts), 4.5, 0.15);
}

/** Shutdown cadence: C#5 + C#6 chime, a low thump at +0.23 s, then F#4 + F#5 held with tremolo and dimming. */
function bootDown(rng: Rng): Signal {
  const low = mix(1.1, [{ signal: sine(374, 0.5, 1.1) }, { signal: sine(743, 0.28, 0.85), gain: 0.45 }]);
  return mix(1.593, [
    { signal: sine(549, 0.22, 0.6), gain: 0.7 },
    { signal: sine(1112, 0.18, 0.5), gain: 0.35 },
    { signal: thump(rng, 70, 48, 0.06), at: 0.23, gain: 0.7 },
    { signal: tremolo(low, 4, 0.5), at: 0.46, gain: 0.65 },
  ]);
}

/** Lock clunk: a metallic latch click (1.1/1.5 kHz glints) into a short 280 Hz knock and a dark C#3 body. */
function lockClunk(rng: Rng): Signal {
  const click = burst(rng, 0.002, 0.03);
  const latch = mix(0.05, [
    { signal: band(click, 2000, 7000), gain: 1.2 },
    { signal: resonate(click, 1100, 14), gain: 8 },
    { signal: resonate(click, 1500, 14), gain: 6 },
  ]);
  const body: ChimePartial[] = [
    { ratio: 1, gain: 1, decay: 0.06 },
    { ratio: 2, gain: 0.6, decay: 0.035 },
    { ratio: 2.02, gain: 0.5, decay: 0.012 },
  ];
  const knock = chime(note('C#3'), 0.3, { attack: 0.001, partials: body, end: 0.3, release: 0.08 });
  const thud = band(burst(rng, 0.01, 0.08), 150, 900);
  const parts = [{ signal: latch }, { signal: knock, at: 0.008, gain: 0.9 }, { signal: thud, at: 0.008, gain: 0.5 }];
  return dcBlock(mix(0.862, parts));
}

export const system: RecipeBook = {
  /** Shutdown cadence: a C#5 chime, a soft thump, then a dimming, trembling F#4 octave falling to silence. */
  boot_down: { render: (rng) => bootDown(rng) },
  /** Startup bloom: a soft Cadd9 pad built upward one octave pair at a time, a G6 shimmer, a long fade. */
  boot_up: { render: () => bootUp() },
  /** 'Plugged in': a rising octave of pure sines, C5 then C6 at +0.21 s, ringing out. */
  device_connect: {
    render: () => mix(0.862, [{ signal: sine(522, 0.2, 0.62), gain: 0.8 }, { signal: sine(1044, 0.19, 0.64), at: 0.21, gain: 0.7 }]),
  },
  /** 'Unplugged': a falling minor third, C5 then A4 at +0.17 s (slightly flat), each with a glassy 4th harmonic. */
  device_disconnect: {
    render: () =>
      mix(0.862, [
        { signal: sine(note('C5', -30), 0.13, 0.42, 4), gain: 0.8 },
        { signal: sine(note('A4', -30), 0.15, 0.53, 3.97), at: 0.17, gain: 0.8 },
      ]),
  },
  /** Lock: a latch click and a low C#3 thunk with its octave, gone in ~0.25 s. */
  lock: { render: (rng) => lockClunk(rng) },
  /** Camera shutter: three metallic clicks 55 ms apart, the last strongest with a short ringing tail. */
  screenshot: { render: (rng) => shutter(rng) },
  /** Paper into the bin: a crumple of crackles over ~0.3 s and a soft bin thump. */
  trash: { render: (rng) => crumple(rng) },
};
