import type { SoundEvent } from '../types.ts';
import type { RuntimeCore } from './model.ts';

/** Tells every subscriber of the runtime; one failing listener does not keep the others from hearing it. */
export function emitSoundEvent(runtime: RuntimeCore, event: SoundEvent): void {
  for (const listener of [...runtime.eventListeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A sound event listener failed', error);
    }
  }
}

/** What was thrown, as an Error (the callbacks and events promise one). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
