import { useSound } from 'react-sfx';

// A loop plays until stopped: give it a visible control that stops it (WCAG 1.4.2).
export function RainToggle() {
  const { play, stop, isPlaying } = useSound('ambient/rain', {
    loop: true,
    volume: 0.4,
    lazy: true, // fetched on the first press, not for every visitor
    interrupt: true, // a second press while it loads starts one loop, not two
  });

  const toggle = () => {
    if (isPlaying) stop();
    else play().catch(() => undefined); // a failure is logged
  };

  return (
    <button type="button" aria-pressed={isPlaying} onClick={toggle}>
      Rain sounds
    </button>
  );
}
