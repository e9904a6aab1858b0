import styles from './Waveform.module.css';

const HEIGHT = 20;
const BAR_WIDTH = 0.7;

/** One bar per peak, centred on the mid line, as closed rectangles of a single path. */
export function waveformPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, index) => {
      const height = Math.max(peak * HEIGHT, 0.6);
      const x = Math.round((index + (1 - BAR_WIDTH) / 2) * 100) / 100;
      const y = Math.round(((HEIGHT - height) / 2) * 100) / 100;
      return `M${x} ${y}h${BAR_WIDTH}v${Math.round(height * 100) / 100}h-${BAR_WIDTH}z`;
    })
    .join('');
}

/**
 * A sound's peak levels as bars: decorative, at a fixed size so cards never shift. One path, not a
 * rectangle per bar: 30 cards of 48 bars were 1,440 elements and half of /sounds' HTML to parse and lay
 * out before the page answered its first click.
 */
export function Waveform({ peaks }: { peaks: readonly number[] }) {
  return (
    <svg
      className={styles.waveform}
      viewBox={`0 0 ${Math.max(peaks.length, 1)} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d={waveformPath(peaks)} />
    </svg>
  );
}
