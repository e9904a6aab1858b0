/**
 * Renders site UI as the app does: the store (with a recording saveFile), SoundProvider and a router
 * at `path`. For pages that play sounds, swap the engine in the test file (see fakeEngine.ts) and start
 * the msw server (tests/msw/server.ts); the library is pointed at the msw CDN here.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SoundProvider, setCDNUrl } from 'react-sfx';
import { Provider } from '../../store/hooks.ts';
import { type AppStore, makeStore, type RootState } from '../../store/store.ts';
import { SoundBridge } from '../../src/app/SoundBridge.tsx';
import { CDN_BASE } from '../msw/handlers.ts';

export type SavedFile = { blob: Blob; fileName: string };

export type RenderAppResult = RenderResult & { store: AppStore; savedFiles: SavedFile[] };

export function renderApp(ui: ReactElement, { path = '/', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {}): RenderAppResult {
  setCDNUrl(CDN_BASE);
  const savedFiles: SavedFile[] = [];
  const store = makeStore({ saveFile: (blob, fileName) => savedFiles.push({ blob, fileName }) }, preloadedState);
  const result = render(
    <Provider store={store}>
      <SoundProvider>
        <SoundBridge />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SoundProvider>
    </Provider>,
  );
  return { ...result, store, savedFiles };
}
