import { routeMetaFor } from './routeMeta.ts';
import { canonicalUrl } from './siteOrigin.ts';

function setHeadAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Puts the meta of the page at `pathname` into the head: what useDocumentMeta loads on the first
 * client-side navigation (the prerendered HTML of the first page already carries its own).
 */
export function applyRouteMeta(pathname: string): void {
  const meta = routeMetaFor(pathname);
  const url = canonicalUrl(pathname);
  document.title = meta.title;
  setHeadAttribute('meta[name="description"]', 'content', meta.description);
  setHeadAttribute('meta[name="robots"]', 'content', meta.indexable ? 'index, follow' : 'noindex');
  setHeadAttribute('link[rel="canonical"]', 'href', url);
  setHeadAttribute('meta[property="og:title"]', 'content', meta.title);
  setHeadAttribute('meta[property="og:description"]', 'content', meta.description);
  setHeadAttribute('meta[property="og:url"]', 'content', url);
}
