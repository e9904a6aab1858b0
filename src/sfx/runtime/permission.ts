import type { AudioPermissionStatus } from '../types.ts';
import { audioContextState, hasInteracted } from './engine.ts';

/**
 * Whether the browser will let audio start now: 'granted' once the audio context runs or the visitor
 * has interacted with the page, 'prompt' before that, 'unavailable' without Web Audio (or on a server).
 * Resolves at once (a Promise, as react-sounds' does, so `checkAudioPermission().then(…)` works).
 */
export async function checkAudioPermission(): Promise<AudioPermissionStatus> {
  if (typeof window === 'undefined' || typeof window.AudioContext === 'undefined') return 'unavailable';
  if (audioContextState() === 'running' || hasInteracted()) return 'granted';
  return 'prompt';
}
