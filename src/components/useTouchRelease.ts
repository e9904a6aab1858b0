import { type MouseEvent, type PointerEvent, type TouchEvent, useRef } from 'react';

/** How far a finger may move, in CSS px, for its release to count as a tap (a browser's own tap slop is about 15). */
const TAP_SLOP_PX = 15;
/** From how long a touch is a long press, which a browser does not take as a tap either. */
const LONG_PRESS_MS = 500;
/** A click this soon after a release that acted is that tap's own (sent where its touchend could not be cancelled). */
const SAME_TAP_MS = 1000;

type Press = { id: number; x: number; y: number; at: number };

/**
 * Focuses a tapped button as the click would have, once the page is idle: focusing costs a phone's main thread
 * 6-8 ms at 4x CPU, which would otherwise come before the sound starts. Nothing shows it (no focus ring after a
 * pointer), and it is skipped when focus has moved meanwhile (a field tapped next keeps it).
 */
function focusWhenIdle(button: HTMLElement): void {
  const before = document.activeElement;
  const focus = () => {
    if (document.activeElement === before) button.focus({ preventScroll: true, focusVisible: false });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(focus, { timeout: 300 });
  else setTimeout(focus, 0);
}

export type TouchReleaseHandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * A button's handlers that run `act` as a finger lifts from it (a tap), not at the click the browser sends
 * afterwards: that click waits for the touch's end to reach the browser and come back, with a frame drawn in
 * between (40-50 ms of a phone's main thread at 4x CPU, bench/phoneTap.bench.ts), and a sound should start
 * as the finger lifts. The tap's touchend is cancelled, so neither the compatibility mouse events nor the
 * click follow it; the button takes focus as that click would have given it (see focusWhenIdle), without the
 * keyboard's focus ring.
 * A click that comes anyway (a touchend the browser would not let be cancelled) is taken as the same tap.
 * A touch that moved or was held longer than a tap, a mouse, a pen, a key and assistive technology act on
 * the click, as before.
 */
export function useTouchRelease(act: () => void): TouchReleaseHandlers {
  const press = useRef<Press | undefined>(undefined);
  /** The time of a release that acted, until its click is accounted for. */
  const released = useRef<number | undefined>(undefined);
  return {
    onPointerDown: (event) => {
      const { pointerType, isPrimary, pointerId, clientX, clientY, timeStamp } = event;
      press.current = pointerType === 'touch' && isPrimary ? { id: pointerId, x: clientX, y: clientY, at: timeStamp } : undefined;
    },
    onPointerUp: (event) => {
      const began = press.current;
      press.current = undefined;
      if (!began || event.pointerId !== began.id) return;
      const moved = Math.hypot(event.clientX - began.x, event.clientY - began.y);
      if (moved > TAP_SLOP_PX || event.timeStamp - began.at >= LONG_PRESS_MS) return;
      released.current = event.timeStamp;
      act();
      focusWhenIdle(event.currentTarget);
    },
    onPointerCancel: () => {
      press.current = undefined; // the touch became a scroll
    },
    onTouchEnd: (event) => {
      if (released.current === undefined || !event.cancelable) return;
      event.preventDefault();
      released.current = undefined;
    },
    onClick: (event) => {
      const at = released.current;
      released.current = undefined;
      if (at === undefined || event.timeStamp - at >= SAME_TAP_MS) act();
    },
  };
}
