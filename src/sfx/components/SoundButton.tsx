import type { ComponentPropsWithRef, FocusEvent, MouseEvent, PointerEvent } from 'react';
import { useSound } from '../hooks/useSound.ts';
import { asError } from '../runtime/events.ts';
import type { SoundName, SoundOptions } from '../types.ts';

/** SoundButton's props: every `<button>` prop, and the sound it plays. */
export type SoundButtonProps = ComponentPropsWithRef<'button'> & {
  /** The sound to play on click: a built-in name or a URL. */
  sound: SoundName;
  /**
   * The options of each play (volume, rate, loop, pan).
   * @defaultValue none: the sound at full volume and normal rate, once
   */
  soundOptions?: SoundOptions;
  /** Called when the sound cannot be loaded or played (else the error is logged). */
  onSoundError?: (error: Error) => void;
};

/**
 * A button that plays a sound when clicked, then calls its own onClick. The sound is fetched on intent
 * (pointer over, focus, press), so a page full of buttons fetches nothing until someone reaches for one.
 */
export function SoundButton({ sound, soundOptions, onSoundError, onClick, onPointerEnter, onFocus, onPointerDown, type = 'button', ...rest }: SoundButtonProps) {
  const { play, load } = useSound(sound, { lazy: true });
  const prefetch = () => void load().catch(() => undefined); // reported by the runtime; the click retries

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    play(soundOptions).catch((error: unknown) => {
      if (onSoundError) onSoundError(asError(error));
    });
    onClick?.(event);
  };

  return (
    <button
      type={type}
      {...rest}
      onClick={handleClick}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => { prefetch(); onPointerEnter?.(event); }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => { prefetch(); onPointerDown?.(event); }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => { prefetch(); onFocus?.(event); }}
    />
  );
}
