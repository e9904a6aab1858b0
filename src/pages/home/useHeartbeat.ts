import { useCallback, useEffect, useRef, useState } from 'react';
import { useSound, useSoundEnabled } from 'react-sfx';

/** The landing page's ambient bed behind 'Get Started'. */
export const HEARTBEAT_SOUND = 'ambient/heartbeat';

type Source = 'pointer' | 'focus';

export type Heartbeat = {
  /** Whether the button should pulse now: hovered or focused after an interaction, with sounds on. */
  pulsing: boolean;
  /** Spread onto the element the heartbeat belongs to. */
  handlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
};

/** Becomes true at the visitor's first click anywhere on the page (read in an effect, never in render). */
function useHasInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const mark = () => setInteracted(true);
    // Capture: a click counts even where a handler stops it from bubbling.
    document.addEventListener('click', mark, { capture: true });
    return () => document.removeEventListener('click', mark, { capture: true });
  }, [interacted]);
  return interacted;
}

/**
 * After the first click on the page, hovering (or focusing) the element loops the heartbeat and, when
 * sounds are on, pulses it; leaving (or blurring) stops it. Hover and focus may overlap: the loop
 * starts with the first and stops with the last. A heartbeat that cannot play is ignored: it is
 * decoration, and the link works without it.
 */
export function useHeartbeat(): Heartbeat {
  const interacted = useHasInteracted();
  const [enabled] = useSoundEnabled();
  const { play, stop } = useSound(HEARTBEAT_SOUND, { loop: true, lazy: true });
  const sources = useRef(new Set<Source>());
  const [active, setActive] = useState(false);

  const enter = useCallback(
    (source: Source) => {
      if (!interacted || sources.current.has(source)) return;
      sources.current.add(source);
      if (sources.current.size > 1) return;
      setActive(true);
      play().catch(() => undefined);
    },
    [interacted, play],
  );

  const leave = useCallback(
    (source: Source) => {
      if (!sources.current.delete(source) || sources.current.size > 0) return;
      setActive(false);
      stop();
    },
    [stop],
  );

  return {
    pulsing: active && enabled,
    handlers: {
      onMouseEnter: () => enter('pointer'),
      onMouseLeave: () => leave('pointer'),
      onFocus: () => enter('focus'),
      onBlur: () => leave('focus'),
    },
  };
}
