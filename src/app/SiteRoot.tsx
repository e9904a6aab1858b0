import { type ReactNode, StrictMode } from 'react';
import { SoundProvider } from 'react-sfx';
import { Provider } from '../../store/hooks.ts';
import type { AppStore } from '../../store/store.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/**
 * Everything around the router, the same for the browser and for the build's prerender: both must
 * render identical markup, so this is the one place the tree is put together.
 */
export function SiteRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* The site hosts no self-hosted copies (its sounds are its own CDN, cdn/v1): no check that would 404. */}
        <SoundProvider localSoundsPath={false}>
          <UpdatePrompt />
          {children}
        </SoundProvider>
      </Provider>
    </StrictMode>
  );
}
