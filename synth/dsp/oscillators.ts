import { SAMPLE_RATE, type Signal, sampleCount } from './buffer.ts';
import { cos, exp, pow, sin } from './math.ts';

export type Waveform = 'sine' | 'triangle' | 'square' | 'saw' | 'pulse25' | 'pulse12';

/** A frequency in Hz, fixed or as a function of time in seconds since the tone started. */
export type Frequency = number | ((t: number) => number);

export type ToneOptions = {
  frequency: Frequency;
  seconds: number;
  waveform?: Waveform;
  /** Starting phase in cycles (0..1). */
  phase?: number;
  /** Vibrato: depth as a fraction of the frequency, at `vibratoRate` Hz. */
  vibratoDepth?: number;
  vibratoRate?: number;
};

/** PolyBLEP residual: removes most of the aliasing of a hard edge at phase 0 (t in cycles, dt per sample). */
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** A band-limited pulse centred on zero (a narrow pulse's raw mean, 2 * width - 1, would be a DC offset). */
function pulse(phase: number, dt: number, width: number): number {
  let value = phase < width ? 1 : -1;
  value += polyBlep(phase, dt);
  value -= polyBlep((phase + 1 - width) % 1, dt);
  return value - (2 * width - 1);
}

function sampleOf(waveform: Waveform, phase: number, dt: number): number {
  switch (waveform) {
    case 'sine':
      return sin(2 * Math.PI * phase);
    case 'triangle':
      return 1 - 4 * Math.abs(((phase + 0.25) % 1) - 0.5);
    case 'square':
      return pulse(phase, dt, 0.5);
    case 'pulse25':
      return pulse(phase, dt, 0.25);
    case 'pulse12':
      return pulse(phase, dt, 0.125);
    case 'saw':
      return 2 * phase - 1 - polyBlep(phase, dt);
  }
}

/** A band-limited oscillator at unit amplitude with a fixed or gliding frequency. */
export function tone(options: ToneOptions): Signal {
  const { frequency, seconds, waveform = 'sine', vibratoDepth = 0, vibratoRate = 0 } = options;
  const out = new Float32Array(sampleCount(seconds));
  const frequencyAt = typeof frequency === 'number' ? () => frequency : frequency;
  let phase = options.phase ?? 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const vibrato = vibratoDepth ? 1 + vibratoDepth * sin(2 * Math.PI * vibratoRate * t) : 1;
    const dt = Math.min(0.5, (frequencyAt(t) * vibrato) / SAMPLE_RATE);
    out[i] = sampleOf(waveform, phase, dt);
    phase = (phase + dt) % 1;
  }
  return out;
}

/** An exponential glide from `from` to `to` Hz over `seconds` (then held). */
export function glide(from: number, to: number, seconds: number): (t: number) => number {
  return (t) => from * pow(to / from, Math.min(1, t / seconds));
}

/** Sum of sine partials (ratio to the fundamental, relative gain, decay time constant in s) each decaying on its own: bells, mallets, chimes. */
export function partials(
  fundamental: number,
  seconds: number,
  list: { ratio: number; gain: number; decay: number }[],
): Signal {
  const out = new Float32Array(sampleCount(seconds));
  for (const { ratio, gain, decay } of list) {
    if (fundamental * ratio >= SAMPLE_RATE / 2) continue;
    addDampedSine(out, gain, (2 * Math.PI * fundamental * ratio) / SAMPLE_RATE, exp(-1 / SAMPLE_RATE / decay));
  }
  return out;
}

/**
 * Adds gain * fall^n * sin(step * n) to `out`, sample n from 0, by the damped sine's two-term recurrence: no
 * sin or exp per sample (they took a bell most of its render time), the same operations wherever it runs.
 */
export function addDampedSine(out: Signal, gain: number, step: number, fall: number): void {
  const a1 = 2 * fall * cos(step);
  const a2 = fall * fall;
  let previous = (-gain * sin(step)) / fall;
  let current = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] += current;
    const next = a1 * current - a2 * previous;
    previous = current;
    current = next;
  }
}
