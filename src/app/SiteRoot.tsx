import { type ReactNode, StrictMode } from 'react';
import { SoundProvider } from 'react-sfx';
import { Provider } from '../../store/hooks.ts';
import type { AppStore } from '../../store/store.ts';
import { lazyDeviceSynth } from '../lib/lazyDeviceSynth.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/**
 * A sound whose file cannot be fetched (offline before it was ever played, a failing CDN) is rendered on the
 * visitor's device from its recipe instead; react-sfx/synth and its recipes load only then (and the service
 * worker precaches them). On a touch screen, where no hover says a tap is coming and a file's round trip is
 * most of a first tap's wait, every sound but the beds renders on the device ('short' mode, which readies
 * its code once the page is idle). The prerender (no screen) renders as 'fallback'; the mode changes no markup.
 */
const SITE_SYNTH = lazyDeviceSynth(typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches ? 'short' : 'fallback');

/**
 * Everything around the router, the same for the browser and for the build's prerender: both must
 * render identical markup, so this is the one place the tree is put together.
 */
export function SiteRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* The site hosts no self-hosted copies (its sounds are its own CDN, cdn/v1): no check that would 404. */}
        <SoundProvider localSoundsPath={false} synth={SITE_SYNTH}>
          <UpdatePrompt />
          {children}
        </SoundProvider>
      </Provider>
    </StrictMode>
  );
}
