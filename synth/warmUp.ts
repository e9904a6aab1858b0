import { catalogueKeys, masterFor, renderRaw, soundSource } from './source.ts';

/**
 * Warming up: the catalogue's sounds of up to `longest` seconds rendered as takes nobody hears (their recipes
 * with other seeds than their own), so that the engine's JIT has compiled the very code the visitor's sounds
 * run before the first of them is asked for. A sound rendered once on a visitor's device otherwise runs in
 * the engine's first, slow tiers: 3 to 6 times its warm time (ui/item_select: 19 ms cold, 4 ms warm in Node).
 * Each step is one take, so a render asked for meanwhile waits for one at most; the shortest sounds go
 * first, so the steps are shortest while the engine is still cold and each is slowest. On /docs's demo
 * (four alternating rounds), the first click, which still meets a step, started 39-48 ms after it, against
 * 49-75 ms in the catalogue's order (arcade's heavy sounds first); the other clicks did not move.
 */
export function* warmUpSteps(longest = 1): Generator<void, void, void> {
  for (const source of catalogueKeys.map(soundSource).sort((a, b) => a.seconds - b.seconds)) {
    if (source.seconds > longest) return;
    masterFor(source, renderRaw(source, source.seed + 1));
    yield;
  }
}
