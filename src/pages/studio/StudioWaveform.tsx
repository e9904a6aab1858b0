import styles from './StudioPage.module.css';

const HEIGHT = 64;

type StudioWaveformProps = { peaks: readonly number[] | undefined; label: string };

/**
 * The rendered sound's peak level across its length, mirrored around the centre line. Peaks are absolute
 * (full scale = full height), so the original and the custom version can be compared by eye.
 */
export function StudioWaveform({ peaks, label }: StudioWaveformProps) {
  const bars = peaks ?? [];
  return (
    <svg
      className={styles.waveform}
      viewBox={`0 0 ${Math.max(bars.length, 1)} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line x1={0} x2={Math.max(bars.length, 1)} y1={HEIGHT / 2} y2={HEIGHT / 2} className={styles.axis} />
      {bars.map((peak, index) => {
        const height = Math.max(Math.min(peak, 1) * HEIGHT, 0.5);
        return <rect key={index} x={index + 0.1} y={(HEIGHT - height) / 2} width={0.8} height={height} />;
      })}
    </svg>
  );
}
