'use client';
import { useSound } from 'react-sfx';

export function SaveButton() {
  const { play } = useSound('notification/success', { volume: 0.8 });
  return (
    <button type="button" onClick={() => void play().catch(() => undefined)}>
      Save
    </button>
  );
}
