import { useSoundEnabled } from 'react-sfx';

// Must be rendered inside <SoundProvider>: elsewhere useSoundEnabled throws.
export function SoundToggle() {
  const [enabled, setEnabled] = useSoundEnabled();
  return (
    <button type="button" aria-pressed={enabled} onClick={() => setEnabled(!enabled)}>
      Sound effects
    </button>
  );
}
