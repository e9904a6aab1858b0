import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_ROUTE, paths } from '../config/paths.ts';
import { Layout } from './Layout.tsx';
import { type LazyPage, lazyPage } from './lazyPage.tsx';

// Each page is its own chunk.
const HomePage = lazyPage(() => import('../pages/home/HomePage.tsx').then((m) => m.HomePage));
const SoundsPage = lazyPage(() => import('../pages/sounds/SoundsPage.tsx').then((m) => m.SoundsPage));
const DocsPage = lazyPage(() => import('../pages/docs/DocsPage.tsx').then((m) => m.DocsPage));
const StudioPage = lazyPage(() => import('../pages/studio/StudioPage.tsx').then((m) => m.StudioPage));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage));

const PAGES: Readonly<Record<string, LazyPage>> = {
  [paths.home]: HomePage,
  [paths.sounds]: SoundsPage,
  [paths.docs]: DocsPage,
  [paths.studio]: StudioPage,
  [NOT_FOUND_ROUTE]: NotFoundPage,
};

/** Loads the page of a route (`routeOf`'s answer) ahead of rendering it. */
export function preloadPage(route: string): Promise<void> {
  return (PAGES[route] ?? NotFoundPage).preload();
}

/** The one route table. Renders inside any router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.sounds} element={<SoundsPage />} />
        <Route path={paths.docs} element={<DocsPage />} />
        <Route path={paths.studio} element={<StudioPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
