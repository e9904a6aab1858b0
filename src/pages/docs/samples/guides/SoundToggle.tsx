import { useSound, useSoundEnabled } from 'react-sfx';

// Inside <SoundProvider>: elsewhere useSoundEnabled throws.
export function SoundToggle() {
  const [enabled, setEnabled] = useSoundEnabled();
  const { play: playOn } = useSound('ui/toggle_on');
  const { play: playOff } = useSound('ui/toggle_off');

  const toggle = () => {
    const next = !enabled;
    setEnabled(next); // remembered across visits; turning off pauses every sound playing now
    // The switch's own click is heard either way: forceSoundEnabled plays while sounds are off.
    const play = next ? playOn : playOff;
    play({ forceSoundEnabled: true }).catch(() => undefined); // a failure is logged
  };

  // A toggle button: its name stays the same, aria-pressed says whether sounds are on.
  return (
    <button type="button" aria-pressed={enabled} onClick={toggle}>
      Sound effects
    </button>
  );
}
