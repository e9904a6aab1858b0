import { useCallback, useState } from 'react';

/** Start a little before the element scrolls in, so its sound is ready when the visitor gets there. */
const AHEAD = '300px';

/**
 * Whether an element has come near the viewport (once true, it stays true): a demo far down a page
 * fetches its sound on the way there instead of when the page loads. Without IntersectionObserver
 * (old browsers, jsdom) the element counts as visible at once.
 */
export function useWhenVisible<T extends Element>(): [ref: (element: T | null) => void, visible: boolean] {
  const [visible, setVisible] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setVisible(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, visible];
}
