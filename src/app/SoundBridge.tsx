import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks.ts';
import { connectSoundBridge } from '../../store/soundBridge.ts';

/** Connects library events and the enabled flag to the store after hydration; renders nothing. */
export function SoundBridge() {
  const dispatch = useAppDispatch();
  useEffect(() => connectSoundBridge(dispatch), [dispatch]);
  return null;
}
