import { isLibrarySoundName } from './catalogueLookup.ts';
import { defaultCore } from './defaultRuntime.ts';
import type { Howl } from './model.ts';
import type { SoundName } from '../types.ts';

/** A howler Howl (its types come with the package, from `@types/howler`). */
export type RemoteHowl = Howl;

/**
 * What react-sounds' loaders resolve with: the sound's howler Howl, shared by every user of the sound, and
 * how many users (hooks, loaders, plays) hold the sound now.
 */
export type HowlEntry = {
  /** The sound's howler Howl, shared by every user of the sound. */
  readonly instance: Howl;
  /** How many users (hooks, loaders, plays) hold the sound now. */
  readonly subscriptions: number;
};

/** What makeRemoteSound accepts besides a catalogue name: an absolute, root- or dot-relative URL, or a file name. */
function isSoundUrl(name: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\.{0,2}\/)/i.test(name) || /\.[a-z\d]{2,5}(?:[?#].*)?$/i.test(name);
}

/**
 * react-sounds' loader: a function that loads the sound once (the self-hosted copy, else the CDN; or the
 * URL) and resolves with `{ instance, subscriptions }`: its howler Howl, shared with every other user of
 * the sound and kept for the page's life (in the default runtime), and its users' count. Throws at once
 * for a name that is neither a built-in sound nor a URL.
 */
export function makeRemoteSound(name: SoundName): () => Promise<HowlEntry> {
  if (typeof name !== 'string' || (!isLibrarySoundName(name) && !isSoundUrl(name))) {
    throw new TypeError(`makeRemoteSound: "${String(name)}" is neither a built-in sound name nor a URL`);
  }
  let loading: Promise<HowlEntry> | undefined;
  let claimed = false;
  return () => {
    loading ??= (async () => {
      const sound = defaultCore.sound(name);
      if (!claimed) sound.claim(); // never given back: the Howl may be played at any time from now on
      claimed = true;
      await sound.load();
      const instance = (await sound.decode()).howl;
      return { instance, get subscriptions() { return sound.subscribers; } };
    })().catch((error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    });
    return loading;
  };
}
