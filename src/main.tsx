import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { getRootElement } from './app/getRootElement.ts';
import { AppRoutes } from './app/router.tsx';
import './styles.css';

createRoot(getRootElement(document)).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
