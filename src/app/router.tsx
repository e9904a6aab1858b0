import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Layout } from './Layout.tsx';

// Each page is its own chunk; React.lazy wants a default export, the pages have named ones.
const HomePage = lazy(() => import('../pages/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SoundsPage = lazy(() => import('../pages/sounds/SoundsPage.tsx').then((m) => ({ default: m.SoundsPage })));
const DocsPage = lazy(() => import('../pages/docs/DocsPage.tsx').then((m) => ({ default: m.DocsPage })));
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The one route table. Renders inside any router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.sounds} element={<SoundsPage />} />
        <Route path={paths.docs} element={<DocsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
