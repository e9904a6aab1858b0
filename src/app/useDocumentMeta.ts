import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the head in step with client-side navigation: the prerendered HTML carries the meta of the page
 * it was built for, and a link to another page must not leave that page's title and canonical URL behind.
 * The texts load with the first such navigation, not with the page.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    void import('./routeMetaTags.ts').then(({ applyRouteMeta }) => applyRouteMeta(pathname));
  }, [pathname]);
}
