import { catalogueKeys, masterFor, renderRaw, soundSource } from './source.ts';

/**
 * Warming up: the catalogue's sounds of up to `longest` seconds rendered as takes nobody hears (their recipes
 * with other seeds than their own), so that the engine's JIT has compiled the very code the visitor's sounds
 * run before the first of them is asked for. A sound rendered once on a visitor's device otherwise runs in
 * the engine's first, slow tiers: 3 to 6 times its warm time (ui/item_select: 19 ms cold, 4 ms warm in Node).
 * Each step is one take, so a render asked for meanwhile waits for one at most. In the catalogue's order:
 * taking the UI sounds first (the heaviest, when still cold) made clicks in the bench wait longer (a UI
 * median of 36-48 ms against 34-44 ms in alternating runs).
 */
export function* warmUpSteps(longest = 1): Generator<void, void, void> {
  for (const key of catalogueKeys) {
    const source = soundSource(key);
    if (source.seconds > longest) continue;
    masterFor(source, renderRaw(source, source.seed + 1));
    yield;
  }
}
