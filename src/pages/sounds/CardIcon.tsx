export type CardIconName = 'play' | 'stop' | 'copy' | 'check' | 'download' | 'retry' | 'cross';

const PATHS: Record<CardIconName, string> = {
  play: 'M8 5.5v13l10.5-6.5z',
  stop: 'M7 7h10v10H7z',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14',
  retry: 'M19.5 12A7.5 7.5 0 1 1 16.8 6.2M19.5 4v4.5H15',
  cross: 'M6 6l12 12M18 6L6 18',
};

const FILLED: ReadonlySet<CardIconName> = new Set(['play', 'stop']);

/** The small icons of a sound card; decorative, since every button carries its name in text or a label. */
export function CardIcon({ name }: { name: CardIconName }) {
  const filled = FILLED.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
