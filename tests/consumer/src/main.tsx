import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setCDNUrl } from 'react-sfx';
import { App } from './App.tsx';

// Where the sounds come from is chosen at build time (VITE_CDN); without it, the library's default CDN.
const cdn: unknown = import.meta.env.VITE_CDN;
if (typeof cdn === 'string' && cdn !== '') setCDNUrl(cdn);

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
