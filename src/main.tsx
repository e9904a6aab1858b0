import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { makeStore } from '../store/store.ts';
import { configureSounds } from './app/configureSounds.ts';
import { getRootElement } from './app/getRootElement.ts';
import { AppRoutes } from './app/router.tsx';
import { SiteRoot } from './app/SiteRoot.tsx';
import { saveFile } from './lib/saveFile.ts';
import './styles.css';

configureSounds();
const store = makeStore({ saveFile });
const root = getRootElement(document);
const site = (
  <SiteRoot store={store}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </SiteRoot>
);

// The build prerenders every route into #root (scripts/vite-plugin-prerender.ts): hydrate it. The dev
// server serves an empty #root: render from scratch.
if (root.firstElementChild) hydrateRoot(root, site);
else createRoot(root).render(site);
