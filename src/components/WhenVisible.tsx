import type { ReactNode } from 'react';
import { useWhenVisible } from './useWhenVisible.ts';

/**
 * Renders `fallback` until the spot comes near the viewport, then `children`: for live demos whose
 * component fetches its sound when it mounts. The fallback should look like the child's first state.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ref, visible] = useWhenVisible<HTMLDivElement>();
  return <div ref={ref}>{visible ? children : fallback}</div>;
}
