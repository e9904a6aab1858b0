import { isLibrarySoundName } from './catalogueLookup.ts';
import { defaultCore } from './defaultRuntime.ts';
import { entryOf } from './registry.ts';
import { claimSound, decodeEntry, loadSound } from './soundLife.ts';
import type { SoundName } from '../types.ts';

/**
 * A howler Howl, as react-sounds' loaders resolve with it: the methods apps call on one, typed loosely so
 * that the package's declarations need no @types/howler (a real Howl has them all).
 */
export type RemoteHowl = {
  play(spriteOrId?: string | number): number;
  pause(id?: number): unknown;
  stop(id?: number): unknown;
  mute(muted?: boolean, id?: number): unknown;
  volume(volume?: number, id?: number): unknown;
  rate(rate?: number, id?: number): unknown;
  loop(loop?: boolean, id?: number): unknown;
  seek(seconds?: number, id?: number): unknown;
  fade(from: number, to: number, duration: number, id?: number): unknown;
  stereo(pan: number, id?: number): unknown;
  playing(id?: number): boolean;
  duration(id?: number): number;
  state(): 'unloaded' | 'loading' | 'loaded';
  on(event: string, callback: (...args: never[]) => void, id?: number): unknown;
  once(event: string, callback: (...args: never[]) => void, id?: number): unknown;
  off(event?: string, callback?: (...args: never[]) => void, id?: number): unknown;
  unload(): void;
};

/** What makeRemoteSound accepts besides a catalogue name: an absolute, root- or dot-relative URL, or a file name. */
function isSoundUrl(name: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\.{0,2}\/)/i.test(name) || /\.[a-z\d]{2,5}(?:[?#].*)?$/i.test(name);
}

/**
 * react-sounds' loader: a function that loads the sound once (the self-hosted copy, else the CDN; or the
 * URL) and resolves with its howler Howl, shared with every other user of the sound and kept for the
 * page's life (in the default runtime). Throws at once for a name that is neither a built-in sound nor a URL.
 */
export function makeRemoteSound(name: SoundName): () => Promise<RemoteHowl> {
  if (typeof name !== 'string' || (!isLibrarySoundName(name) && !isSoundUrl(name))) {
    throw new TypeError(`makeRemoteSound: "${String(name)}" is neither a built-in sound name nor a URL`);
  }
  let loading: Promise<RemoteHowl> | undefined;
  let claimed = false;
  return () => {
    loading ??= (async () => {
      const runtime = defaultCore;
      if (!claimed) claimSound(runtime, name); // never given back: the Howl may be played at any time from now on
      claimed = true;
      await loadSound(runtime, name);
      return (await decodeEntry(runtime, entryOf(runtime, name))).howl as RemoteHowl;
    })().catch((error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    });
    return loading;
  };
}
