import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLibrarySoundName } from 'react-sfx';
import { useHydrated } from '../../components/useHydrated.ts';
import { DEFAULT_SHAPE, DEFAULT_SOUND, type StudioSettings, searchOfSettings, settingsOfParams } from './studioSettings.ts';

const INITIAL: StudioSettings = { sound: DEFAULT_SOUND, ...DEFAULT_SHAPE };

/**
 * How long the settings rest before the address takes them. Written at once, each step of a slider made the
 * router re-render the page in a task of its own, which the worker's render waited behind before it could
 * play (5-7 ms in Chromium); and Safari refuses more than 100 history changes in 30 seconds, which a drag
 * across a slider's range can reach.
 */
export const ADDRESS_WRITE_DELAY_MS = 300;

/**
 * The studio's settings, kept in the address so a shared link reproduces the sound. The address is read
 * after hydration (the prerendered page shows the defaults) and whenever the visitor navigates to a new
 * one (a card's "Open in Studio", Back); the page's own changes replace the entry rather than piling up
 * history, once they have rested for ADDRESS_WRITE_DELAY_MS, and are never read back.
 */
export function useStudioSettings() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [settings, setSettings] = useState(INITIAL);
  const [unknownSound, setUnknownSound] = useState<string | undefined>();
  // Nothing is written before the address has been read: the defaults would overwrite a shared link.
  const [read, setRead] = useState(false);
  const written = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!hydrated || location.search === written.current) return;
    const parsed = settingsOfParams(new URLSearchParams(location.search), isLibrarySoundName);
    setSettings(parsed.settings);
    setUnknownSound(parsed.unknownSound);
    setRead(true);
  }, [hydrated, location.search]);

  useEffect(() => {
    if (!read) return undefined;
    const search = searchOfSettings(settings);
    if (search === location.search) return undefined;
    const write = setTimeout(() => {
      written.current = search;
      void navigate({ search }, { replace: true });
    }, ADDRESS_WRITE_DELAY_MS);
    return () => clearTimeout(write);
    // Only a change of settings writes the address; a new address is read above, then written back cleaned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, settings]);

  const update = useCallback((change: Partial<StudioSettings>) => {
    setUnknownSound(undefined);
    setSettings((current) => ({ ...current, ...change }));
  }, []);

  return { settings, unknownSound, update };
}
