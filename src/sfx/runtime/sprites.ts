/**
 * Sprites: named segments of one file, played from a second Howl of the same decoded buffer. Imported by
 * playback on the first play that names a sprite or a segment, so other apps never download it.
 */
import type { EngineSound, SpriteMap, createEngineSound } from './engine.ts';
import type { StartOptions } from './playback.ts';
import type { SoundEntry } from './registry.ts';

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

/**
 * The sound with this sprite map: made once from the decoded file (no second decode), then reused.
 * `create` is the engine's factory, passed in so this chunk does not import the engine itself.
 */
export function spriteSoundOf(entry: SoundEntry, sprite: SpriteMap, create: typeof createEngineSound): Promise<EngineSound> {
  const key = JSON.stringify(Object.entries(sprite).sort(([a], [b]) => (a < b ? -1 : 1)));
  entry.spriteSounds ??= new Map();
  let sound = entry.spriteSounds.get(key);
  if (!sound) {
    const objectUrl = entry.objectUrl;
    if (!objectUrl) return Promise.reject(new Error(`Sound "${entry.name}" is not loaded`));
    // A copy: howler keeps the map, and the app may change its object later.
    sound = create(objectUrl, false, Object.fromEntries(Object.entries(sprite).map(([segment, [start, duration]]) => [segment, [start, duration]])));
    entry.spriteSounds.set(key, sound);
    sound.catch(() => entry.spriteSounds?.delete(key));
  }
  return sound;
}

