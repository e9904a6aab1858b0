import type { CopyState } from './useCopyFeedback.ts';

/** Outline icons drawn in currentColor (a glyph such as ⧉ is missing from many fonts). */
const ICON_PATHS: Record<CopyState, string> = {
  idle: 'M8 8h11v12H8z M5 16V4h11',
  copied: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M6 6l12 12M18 6L6 18',
};

/** The copy, copied (tick) or failed (cross) icon; decorative, the control carries the name. */
export function CopyStateIcon({ state, className }: { state: CopyState; className?: string }) {
  return (
    <svg aria-hidden="true" className={className} width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICON_PATHS[state]} />
    </svg>
  );
}
