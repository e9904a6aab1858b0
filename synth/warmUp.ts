import { SAMPLE_RATE } from './dsp/buffer.ts';
import { pcm16Wav } from './encode/wav.ts';
import { catalogueKeys, masterFor, renderRaw, soundSource } from './source.ts';

/**
 * How many takes the warm-up renders: the twenty shortest sounds, all of 0.55 s or less, so no step is longer
 * than before. In Node, ten takes warmed as well as all 53 of up to a second; Chromium's worker keeps warming
 * well past ten. There, in fresh workers warmed with explicit takes (six rounds, 2 cores), twelve sounds
 * outside any warm-up, each rendered for the first time, took 398 ms in all after ten takes, 350 ms after
 * twenty and 351 ms after twenty-five; the warm-ups took 0.50, 0.72 and 0.84 s. A phone pays the warm-up on
 * every visit that renders, in its worker, and a render asked for meanwhile waits for the step under way.
 */
export const WARM_UP_TAKES = 20;

/**
 * Warming up: the catalogue's shortest sounds rendered as takes nobody hears (their recipes with other seeds
 * than their own), and encoded as the player takes them, so that the engine's JIT has compiled the very code
 * the visitor's sounds run before the first of them is asked for. A sound rendered once on a visitor's device
 * otherwise runs in the engine's first, slow tiers: 3 to 6 times its warm time (ui/item_select: 19 ms cold,
 * 4 ms warm in Node), and its WAV encoding 1.5-4 ms against 0.1-0.6 ms warm. Each step is one take, so a
 * render asked for meanwhile waits for one at most; the shortest sounds go first, so the steps are shortest
 * while the engine is still cold and each is slowest. On /docs's demo (four alternating rounds), the first
 * click, which still meets a step, started 39-48 ms after it, against 49-75 ms in the catalogue's order
 * (arcade's heavy sounds first); the other clicks did not move.
 */
export function* warmUpSteps(takes = WARM_UP_TAKES): Generator<void, void, void> {
  for (const source of catalogueKeys.map(soundSource).sort((a, b) => a.seconds - b.seconds).slice(0, takes)) {
    pcm16Wav(masterFor(source, renderRaw(source, source.seed + 1)), SAMPLE_RATE);
    yield;
  }
}
