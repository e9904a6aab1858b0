import { catalogueKeys, masterFor, renderRaw, soundSource } from './source.ts';

/**
 * How many takes the warm-up renders. Ten shortest sounds' takes already run the DSP the catalogue shares:
 * ten sounds of the catalogue, each rendered first after the warm-up, took 185-228 ms in all after ten takes
 * (0.17 s of warming, in Node), 183-187 ms after all 53 of up to a second (0.95 s) and 384-407 ms after none.
 * A phone pays the warm-up on every visit that renders (several seconds of its CPU for all 53).
 */
export const WARM_UP_TAKES = 10;

/**
 * Warming up: the catalogue's shortest sounds rendered as takes nobody hears (their recipes with other seeds
 * than their own), so that the engine's JIT has compiled the very code the visitor's sounds run before the
 * first of them is asked for. A sound rendered once on a visitor's device otherwise runs in the engine's
 * first, slow tiers: 3 to 6 times its warm time (ui/item_select: 19 ms cold, 4 ms warm in Node). Each step is
 * one take, so a render asked for meanwhile waits for one at most; the shortest sounds go first, so the steps
 * are shortest while the engine is still cold and each is slowest. On /docs's demo (four alternating rounds),
 * the first click, which still meets a step, started 39-48 ms after it, against 49-75 ms in the catalogue's
 * order (arcade's heavy sounds first); the other clicks did not move.
 */
export function* warmUpSteps(takes = WARM_UP_TAKES): Generator<void, void, void> {
  for (const source of catalogueKeys.map(soundSource).sort((a, b) => a.seconds - b.seconds).slice(0, takes)) {
    masterFor(source, renderRaw(source, source.seed + 1));
    yield;
  }
}
