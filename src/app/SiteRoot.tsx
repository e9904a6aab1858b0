import { type ReactNode, StrictMode } from 'react';
import { SoundProvider } from 'react-sfx';
import { Provider } from '../../store/hooks.ts';
import type { AppStore } from '../../store/store.ts';
import { SITE_LOCAL_SOUNDS_PATH } from './configureSounds.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/**
 * Everything around the router, the same for the browser and for the build's prerender: both must
 * render identical markup, so this is the one place the tree is put together.
 */
export function SiteRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <SoundProvider localSoundsPath={SITE_LOCAL_SOUNDS_PATH}>
          <UpdatePrompt />
          {children}
        </SoundProvider>
      </Provider>
    </StrictMode>
  );
}
