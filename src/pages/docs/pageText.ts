/** Elements left out of the copied page: the table of contents, copy buttons, code-block toolbars. */
export const COPY_EXCLUDE_SELECTOR = '[data-copy-exclude]';

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** Without layout (jsdom), innerText does not exist: the text of a copy without the excluded parts. */
function textWithoutLayout(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(COPY_EXCLUDE_SELECTOR)) element.remove();
  return tidy(copy.textContent ?? '');
}

/** Set on the root for a read of all its text: code blocks out of view render too (CodeBlock.module.css). */
export const READING_ALL_ATTRIBUTE = 'data-reading-all';

/**
 * The text of `root` as the visitor reads it (innerText keeps headings, paragraphs and code lines on
 * their own lines), without the parts marked `data-copy-exclude`. Those are hidden for this one
 * synchronous read, so nothing is painted in between; and the code blocks out of view, which the browser
 * skips rendering (innerText leaves out what is not rendered), are rendered for it. Runs in event handlers
 * only, never during render.
 */
export function pageText(root: HTMLElement): string {
  if (typeof root.innerText !== 'string') return textWithoutLayout(root);
  const excluded = [...root.querySelectorAll<HTMLElement>(COPY_EXCLUDE_SELECTOR)];
  const displays = excluded.map((element) => element.style.display);
  for (const element of excluded) element.style.display = 'none';
  root.setAttribute(READING_ALL_ATTRIBUTE, '');
  try {
    return tidy(root.innerText);
  } finally {
    root.removeAttribute(READING_ALL_ATTRIBUTE);
    excluded.forEach((element, index) => {
      element.style.display = displays[index] ?? '';
    });
  }
}
