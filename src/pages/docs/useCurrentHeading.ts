import { useEffect, useState } from 'react';

/** How far down the viewport a heading must have scrolled to for its section to be the one being read. */
const READING_LINE = 0.25;

/**
 * The id of the heading whose section the reader is in: the last of `ids` (in document order) whose top
 * has passed a line a quarter down the viewport; at the very bottom of the page, the last heading in view.
 * Measured on scroll (once a frame), resize and fragment changes; undefined until the page has mounted.
 */
export function useCurrentHeading(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let found: string | undefined;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top === undefined) continue;
        if (top <= (atBottom ? window.innerHeight : line)) found = id;
        else break;
      }
      setCurrent(found ?? ids[0]);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [ids]);

  return current;
}
