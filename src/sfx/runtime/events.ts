import type { SoundEvent } from '../types.ts';

type SoundEventListener = (event: SoundEvent) => void;

const listeners = new Set<SoundEventListener>();

/**
 * Subscribes to what the runtime does with each sound: loading, loaded, error, play, end, pause, stop.
 * Returns the function that unsubscribes.
 */
export function subscribeSoundEvents(listener: SoundEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber; one failing listener does not keep the others from hearing it. */
export function emitSoundEvent(event: SoundEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A sound event listener failed', error);
    }
  }
}
