import styles from './Waveform.module.css';

const HEIGHT = 20;

/** A sound's peak levels as bars: decorative, at a fixed size so cards never shift. */
export function Waveform({ peaks }: { peaks: readonly number[] }) {
  return (
    <svg
      className={styles.waveform}
      viewBox={`0 0 ${Math.max(peaks.length, 1)} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {peaks.map((peak, index) => {
        const height = Math.max(peak * HEIGHT, 0.6);
        return <rect key={index} x={index + 0.15} y={(HEIGHT - height) / 2} width={0.7} height={height} rx={0.2} />;
      })}
    </svg>
  );
}
