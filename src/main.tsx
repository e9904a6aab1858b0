import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SoundProvider } from 'react-sfx';
import { StoreProvider } from '../store/hooks.ts';
import { makeStore } from '../store/store.ts';
import { configureSounds } from './app/configureSounds.ts';
import { getRootElement } from './app/getRootElement.ts';
import { AppRoutes } from './app/router.tsx';
import { SoundBridge } from './app/SoundBridge.tsx';
import { UpdatePrompt } from './app/UpdatePrompt.tsx';
import { saveFile } from './lib/saveFile.ts';
import './styles.css';

configureSounds();
const store = makeStore({ saveFile });

createRoot(getRootElement(document)).render(
  <StrictMode>
    <StoreProvider store={store}>
      <SoundProvider>
        <SoundBridge />
        <UpdatePrompt />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SoundProvider>
    </StoreProvider>
  </StrictMode>,
);
