/**
 * Sprites: named segments of one file, played from a second Howl of the same decoded buffer. Imported by
 * playback on the first play that names a sprite or a segment, so other apps never download it.
 */

import type { createEngineSound } from './engine.ts';
import type { EngineSound, RuntimeSound, SpriteMap, StartOptions } from './model.ts';

/** Refuses a segment the sprite map does not have, and a map with segments that cannot be played. */
export function checkSprite(name: string, { sprite, id }: StartOptions): void {
  for (const [key, segment] of Object.entries(sprite ?? {})) {
    const [start, duration] = Array.isArray(segment) ? (segment as readonly unknown[]) : [];
    if (typeof start !== 'number' || typeof duration !== 'number' || !(start >= 0) || !(duration > 0)) {
      throw new RangeError(`sprite "${key}" of "${name}" must be [start, duration] in milliseconds, start 0 or more, duration more than 0`);
    }
  }
  if (id !== undefined && !Object.hasOwn(sprite ?? {}, id)) {
    const known = Object.keys(sprite ?? {});
    throw new Error(`sprite "${id}" is not defined for "${name}"${known.length ? ` (sprites: ${known.join(', ')})` : ' (no sprite option given)'}`);
  }
}

/** A segment's name in the shared sound: where it starts and how long it lasts, whatever the app calls it. */
const segmentKey = ([start, duration]: readonly [number, number]) => `${start}:${duration}`;

/** Each shared sound's views, by the naming of the segments they translate. */
const viewsOf = new WeakMap<Promise<EngineSound>, Map<string, EngineSound>>();

/**
 * The sound that plays this map's segments. Maps with the same segments share one sound, whatever they
 * name them: its segments are named `start:duration`, and each naming gets a view that translates. The
 * shared sound is made once from the decoded file (howler reuses the buffer: no second decode) and
 * released as soon as nothing plays on it and no play of the sound waits to start, so a thousand maps
 * played one after another hold one sprite Howl at a time, not a thousand.
 * `create` is the engine's factory, passed in so this chunk does not import the engine itself.
 */
export async function spriteSoundOf(sound: RuntimeSound, sprite: SpriteMap, create: typeof createEngineSound): Promise<EngineSound> {
  const segments = Object.fromEntries(Object.values(sprite).map((segment) => [segmentKey(segment), [segment[0], segment[1]] as [number, number]]));
  const key = Object.keys(segments).sort().join();
  const shared = (sound.spriteSounds ??= new Map());
  let made = shared.get(key);
  if (!made) {
    if (!sound.objectUrl) throw new Error(`Sound "${sound.name}" is not loaded`);
    const making = create(sound.objectUrl, false, segments);
    made = making;
    shared.set(key, making);
    making.then(
      (base) => {
        // A microtask later: the runtime forgets a play that ended or stopped right after telling the sound.
        const releaseSoon = () =>
          queueMicrotask(() => {
            const busy = [...sound.plays.values()].some((play) => play.sound.howl === base.howl) || [...sound.pending].some((play) => !play.cancelled);
            if (busy || shared.get(key) !== making) return;
            shared.delete(key);
            base.unload();
          });
        base.onEnd(releaseSoon);
        base.stop = ((stop) => (id: number) => {
          stop(id);
          releaseSoon();
        })(base.stop);
        releaseSoon(); // made for a play that was stopped meanwhile, nothing will play on it
      },
      () => shared.delete(key),
    );
  }
  const base = await made;
  const views = viewsOf.get(made) ?? new Map<string, EngineSound>();
  viewsOf.set(made, views);
  const names = Object.fromEntries(Object.entries(sprite).map(([name, segment]) => [name, segmentKey(segment)]));
  const naming = JSON.stringify(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)));
  // Kept, so that the runtime wires each view's ends once.
  const view = views.get(naming) ?? { ...base, play: (options) => base.play({ ...options, sprite: options.sprite === undefined ? undefined : names[options.sprite] }) };
  views.set(naming, view);
  return view;
}
