/** An entry of a docs page's table of contents: a heading's id (its anchor) and its text. */
export type DocsHeading = { readonly id: string; readonly title: string };

/** A top-level section (an h2) and its subsections (h3). */
export type DocsOutlineSection = DocsHeading & { readonly subsections?: readonly DocsHeading[] };

/** A docs page's outline, in the order its headings appear. */
export type DocsOutline = readonly DocsOutlineSection[];

/** Every heading of an outline, sections and subsections, in document order. */
export function outlineHeadings(outline: DocsOutline): DocsHeading[] {
  return outline.flatMap((section) => [section, ...(section.subsections ?? [])]);
}
