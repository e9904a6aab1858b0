import {
  type LibrarySoundName,
  type SoundName,
  type SoundOptions,
  type UiSoundName,
  type UseSoundReturn,
  useSound,
} from 'react-sfx';

// Built-in names complete in your editor; a misspelt one fails type checking. UiSoundName is a name
// within the ui category ('button_soft'), as in react-sounds: `ui/${UiSoundName}` is a UI sound.
type UiSound = `ui/${UiSoundName}`;
const CLICK: UiSound = 'ui/button_soft';
export const FANFARE: LibrarySoundName = 'arcade/level_up';

// SoundName is a built-in name or any URL of your own.
export const CUSTOM: SoundName = '/audio/brand-jingle.mp3';

type IconButtonProps = {
  label: string;
  sound?: UiSound; // only UI sounds here
  soundOptions?: SoundOptions; // { volume?: number; rate?: number; loop?: boolean }
  onClick: () => void;
};

export function IconButton({ label, sound = CLICK, soundOptions, onClick }: IconButtonProps) {
  const { play }: UseSoundReturn = useSound(sound, soundOptions);
  return (
    <button
      type="button"
      onClick={() => {
        onClick();
        play().catch(() => undefined);
      }}
    >
      {label}
    </button>
  );
}
