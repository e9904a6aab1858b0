import { resumeAudioContext } from './engine.ts';

const GESTURES = ['click', 'touchstart', 'keydown'] as const;
let installed = false;
const onUnlockListeners = new Set<() => void>();

/** Runs after the visitor's first click, touch or key press (e.g. to decode sounds fetched before it). */
export function onAudioUnlocked(listener: () => void): void {
  onUnlockListeners.add(listener);
}

/**
 * A mouse button going down is already a gesture (user activation), a press before its click: the
 * audio context is made ready while the button is held. (A touch becomes one only when it ends.)
 */
function unlockOnMousePress(event: PointerEvent): void {
  if (event.pointerType === 'mouse') unlock();
}

function unlock(): void {
  for (const gesture of GESTURES) document.removeEventListener(gesture, unlock, true);
  document.removeEventListener('pointerdown', unlockOnMousePress, true);
  resumeAudioContext().catch((error: unknown) => console.warn('Failed to unlock audio context', error));
  for (const listener of [...onUnlockListeners]) listener();
}

/**
 * Browsers keep audio suspended until the visitor interacts; the first click, touch or key press
 * resumes it. Installed once, on first use of the runtime in a browser.
 */
export function installAudioUnlock(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  for (const gesture of GESTURES) document.addEventListener(gesture, unlock, { capture: true, passive: true });
  document.addEventListener('pointerdown', unlockOnMousePress, { capture: true, passive: true });
}
