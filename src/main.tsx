import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SoundProvider } from 'react-sfx';
import { configureSounds } from './app/configureSounds.ts';
import { getRootElement } from './app/getRootElement.ts';
import { AppRoutes } from './app/router.tsx';
import './styles.css';

configureSounds();

createRoot(getRootElement(document)).render(
  <StrictMode>
    <SoundProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SoundProvider>
  </StrictMode>,
);
