import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMetaFor } from './routeMeta.ts';
import { canonicalUrl } from './siteOrigin.ts';

function setHeadAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step with client-side navigation: the prerendered HTML carries the meta of the page
 * it was built for, and a link to another page must not leave that page's title and canonical URL behind.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = routeMetaFor(pathname);
    const url = canonicalUrl(pathname);
    document.title = meta.title;
    setHeadAttribute('meta[name="description"]', 'content', meta.description);
    setHeadAttribute('meta[name="robots"]', 'content', meta.indexable ? 'index, follow' : 'noindex');
    setHeadAttribute('link[rel="canonical"]', 'href', url);
    setHeadAttribute('meta[property="og:title"]', 'content', meta.title);
    setHeadAttribute('meta[property="og:description"]', 'content', meta.description);
    setHeadAttribute('meta[property="og:url"]', 'content', url);
  }, [pathname]);
}
