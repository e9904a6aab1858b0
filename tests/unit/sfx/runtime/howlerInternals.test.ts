/**
 * howlSound.ts sets howler's group loop flag (`_loop`, not in its public API) for a single play, so a loop
 * starts as one without restarting. If a howler release renames or drops it, loops would silently stop
 * looping: this fails first, and says which field to look for.
 */
import { Howl } from 'howler';
import { describe, expect, it } from 'vitest';

describe("howler's private fields the engine relies on", () => {
  it('keeps the group loop flag as a boolean `_loop` that follows the `loop` option', () => {
    const looping = new Howl({ src: ['data:audio/mpeg;base64,'], format: ['mp3'], preload: false, loop: true });
    const once = new Howl({ src: ['data:audio/mpeg;base64,'], format: ['mp3'], preload: false });
    expect(Reflect.get(looping, '_loop'), 'howler no longer has Howl#_loop: see howlSound.ts wrap().play').toBe(true);
    expect(Reflect.get(once, '_loop')).toBe(false);
  });
});
