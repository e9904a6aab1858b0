
import { resumeAudioContext } from './engine.ts';
import type { RuntimeCore } from './model.ts';

/**
 * The gestures that may start audio. A mouse button going down is one already (user activation), a
 * press before its click: the audio context is made ready while the button is held. A touch is one when
 * it ends (touchend); its start counts only where the browser says it carries activation, or cannot tell
 * (no navigator.userActivation). Other pointers wait for their click or touch.
 */
const GESTURES = ['click', 'touchstart', 'touchend', 'keydown', 'pointerdown'] as const;

/**
 * Browsers keep audio suspended until the visitor interacts; the first click, touch or key press
 * resumes it, then runs `onUnlock` (e.g. to decode sounds fetched before it). Installed once per
 * runtime, on its first use in a browser: the page's audio context is one, but each runtime has its
 * own sounds to decode.
 */
export function installAudioUnlock(runtime: RuntimeCore, onUnlock: () => void): void {
  if (runtime.unlockInstalled || typeof document === 'undefined') return;
  runtime.unlockInstalled = true;
  const unlock = (event: Event) => {
    if (event.type === 'pointerdown' && (event as PointerEvent).pointerType !== 'mouse') return;
    // Not a gesture yet, where the browser can tell (a touch's start on a phone, Escape): resuming now would
    // log the browser's autoplay warning and leave the context suspended. The gesture's own event does it.
    if (navigator.userActivation?.isActive === false) return;
    for (const gesture of GESTURES) document.removeEventListener(gesture, unlock, true);
    resumeAudioContext().catch((error: unknown) => console.warn('Failed to unlock audio context', error));
    onUnlock();
  };
  for (const gesture of GESTURES) document.addEventListener(gesture, unlock, { capture: true, passive: true });
}
