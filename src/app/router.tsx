import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_ROUTE, PAGES } from '../config/paths.ts';
import { Layout } from './Layout.tsx';
import { type LazyPage, lazyPage } from './lazyPage.tsx';

// Each page is its own chunk: the page table names its module, and this glob gives its loader.
const PAGE_MODULES = import.meta.glob<Readonly<Record<string, ComponentType>>>('./**/*Page.tsx', { base: '../pages/' });

/** The page component `module` (src/pages/<module>.tsx) exports under its file's name, loaded lazily. */
function pageOf(module: string): LazyPage {
  const load = PAGE_MODULES[`./${module}.tsx`];
  const name = module.slice(module.lastIndexOf('/') + 1);
  if (!load) throw new Error(`No page module src/pages/${module}.tsx`);
  return lazyPage(() =>
    load().then((exports) => {
      const Page = exports[name];
      if (!Page) throw new Error(`src/pages/${module}.tsx does not export ${name}`);
      return Page;
    }),
  );
}

const NotFoundPage = pageOf('not-found/NotFoundPage');
const ROUTES: readonly (readonly [path: string, page: LazyPage])[] = Object.values(PAGES).map(({ path, module }) => [path, pageOf(module)]);
const BY_ROUTE: ReadonlyMap<string, LazyPage> = new Map([...ROUTES, [NOT_FOUND_ROUTE, NotFoundPage]]);

/** Loads the page of a route (`routeOf`'s answer) ahead of rendering it. */
export function preloadPage(route: string): Promise<void> {
  return (BY_ROUTE.get(route) ?? NotFoundPage).preload();
}

/** The one route table. Renders inside any router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={NOT_FOUND_ROUTE} element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
