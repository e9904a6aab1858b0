import { useEffect, useRef } from 'react';
import type { SoundName, SoundOptions } from '../types.ts';
import { useSound } from './useSound.ts';

/** Options of useSoundOnChange: play options, and `initial` to play on the first render too. */
export type SoundOnChangeOptions = SoundOptions & {
  /**
   * Play on the first render too, not only when `value` changes.
   * @defaultValue false
   */
  initial?: boolean;
};

/** Plays a sound whenever `value` changes (compared with Object.is); on the first render only with `initial`. */
export function useSoundOnChange<T>(name: SoundName, value: T, { initial = false, ...options }: SoundOnChangeOptions = {}): void {
  const { play } = useSound(name, options);
  const previous = useRef<{ value: T } | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = { value };
    if (before ? Object.is(before.value, value) : !initial) return;
    play().catch(() => undefined); // reported by useSound
  }, [value, initial, play]);
}
