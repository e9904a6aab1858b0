import { type ComponentType, lazy } from 'react';

export type LazyPage = ComponentType & {
  /** Loads the page's chunk; once it has, the page renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * A page in its own chunk (React.lazy), which can also be loaded ahead of rendering. The browser loads
 * the page it is about to hydrate first (src/main.tsx): hydrating a page still in its Suspense boundary
 * leaves that boundary to be hydrated later, and an update reaching it meanwhile (a visitor's stored
 * "sounds off", which the sound provider applies right after hydration) makes React throw its server
 * HTML away and render it afresh, losing what the visitor typed into it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((Page) => {
      loaded = Page;
    });
  const Lazy = lazy(() => load().then((Page) => ({ default: Page })));
  const Page = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  return Object.assign(Page, { preload });
}
