import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { makeStore } from '../store/store.ts';
import { configureSounds } from './app/configureSounds.ts';
import { getRootElement } from './app/getRootElement.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { SiteRoot } from './app/SiteRoot.tsx';
import { SITE_BASE, isBareBase, routerPathOf } from './config/base.ts';
import { OTHER_PAGE_ATTRIBUTE, routeOf } from './config/paths.ts';
import { saveFile } from './lib/saveFile.ts';
import './styles.css';

configureSounds();
const store = makeStore({ saveFile });
const root = getRootElement(document);
const site = (
  <SiteRoot store={store}>
    <BrowserRouter basename={SITE_BASE}>
      <AppRoutes />
    </BrowserRouter>
  </SiteRoot>
);

// The build prerenders every route into #root and marks it with the route it was rendered for
// (scripts/vite-plugin-prerender.ts). Hydrate it when it belongs to this address. A host that answers
// every address with index.html sends another route's page: render this one fresh rather than patch
// a mismatch, and give the head this page's title and meta. The dev server's #root is empty.
const { pathname, search, hash } = window.location;
if (isBareBase(pathname)) window.history.replaceState(window.history.state, '', `${SITE_BASE}${search}${hash}`);
const path = routerPathOf(pathname);
const hydrating = root.firstElementChild !== null && root.dataset.route === routeOf(path);
if (!hydrating) root.replaceChildren();
// Shown now: the home page at one of its own addresses, or emptied for the page asked for to render into.
document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE);
// The page's chunk first (the HTML preloads it, so this is a wait of a task or two): see lazyPage.tsx. A fresh
// render that suspended on it would commit the router's fallback, and React then holds the page back until 300 ms
// after that fallback showed (its throttle on revealed content). Rendered anyway if it fails to load, as the
// router's Suspense then does its own loading.
void preloadPage(routeOf(path))
  .catch(() => undefined)
  .then(() => (hydrating ? hydrateRoot(root, site) : createRoot(root).render(site)));
if (!hydrating && root.dataset.route !== undefined) void import('./app/routeMetaTags.ts').then(({ applyRouteMeta }) => applyRouteMeta(path));
