import { PAGE_META } from '../config/pageMeta.ts';
import { PAGES, type PageKey, trimPath } from '../config/paths.ts';

/** What search engines and link previews show for a page. */
export type RouteMeta = {
  readonly title: string;
  readonly description: string;
  /** Whether search engines may index the page (not for "not found"). */
  readonly indexable: boolean;
};

/** Every page of the table may be indexed; only the not-found page, which stands for unknown addresses, may not. */
const META: Readonly<Record<string, RouteMeta>> = Object.fromEntries(
  Object.entries(PAGES).map(([key, { path }]) => [path, { ...PAGE_META[key as PageKey], indexable: true }]),
);

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found — react-sfx',
  description: 'This page does not exist on the react-sfx site. The sound library and the documentation are a click away.',
  indexable: false,
};

/** The meta of the page at `pathname` ("/sounds/" is "/sounds"); unknown paths get the not-found meta. */
export function routeMetaFor(pathname: string): RouteMeta {
  return META[trimPath(pathname)] ?? NOT_FOUND_META;
}
