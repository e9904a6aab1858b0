import { RangeSlider } from '../../components/RangeSlider.tsx';
import { CONTROL_RANGES, type StudioShape, snap } from './studioSettings.ts';
import styles from './StudioPage.module.css';

type StudioControlsProps = {
  shape: StudioShape;
  onChange: (change: Partial<StudioShape>) => void;
  /** Whether the recipe draws random numbers (undefined until the first render says). */
  usesRandomness: boolean | undefined;
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const semitones = (value: number) => (value === 0 ? 'original pitch' : `${signed(value)} semitone${Math.abs(value) === 1 ? '' : 's'}`);
const times = (value: number) => `×${value.toFixed(2)}`;
const tilt = (value: number) => (value === 0 ? 'neutral' : `${signed(value)} dB ${value > 0 ? 'brighter' : 'darker'}`);

/** Pitch, Length, Brightness and the variation seed, each a labelled slider or number field. */
export function StudioControls({ shape, onChange, usesRandomness }: StudioControlsProps) {
  return (
    <div className={styles.controls}>
      <RangeSlider label="Pitch" {...CONTROL_RANGES.pitch} value={shape.pitch} describe={semitones} onChange={(pitch) => onChange({ pitch })} />
      <RangeSlider
        label="Length"
        {...CONTROL_RANGES.length}
        value={shape.length}
        describe={times}
        onChange={(length) => onChange({ length: snap('length', length) })}
        hint="Stretches the envelope and timing; the pitch stays."
      />
      <RangeSlider
        label="Brightness"
        {...CONTROL_RANGES.bright}
        value={shape.bright}
        describe={tilt}
        onChange={(bright) => onChange({ bright })}
        hint="Tilts the whole spectrum: the dB between 100 Hz and 16 kHz, highs up and lows down, or the reverse."
      />
      <RangeSlider
        label="Variation seed"
        {...CONTROL_RANGES.seed}
        value={shape.seed}
        describe={(seed) => (seed === 0 ? "0, the catalogue's own" : String(seed))}
        onChange={(seed) => onChange({ seed })}
        hint={
          usesRandomness === false
            ? 'This recipe uses no randomness: every seed sounds the same.'
            : 'Seeds the random parts of the recipe (noise, jitter): each number is a new take.'
        }
      />
    </div>
  );
}
