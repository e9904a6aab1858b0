/** The element the app renders into; a missing #root is a broken index.html, so fail loudly. */
export function getRootElement(doc: Document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error('Failed to find the root element');
  return root;
}
