/** Copies text to the clipboard; rejects when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here');
  await navigator.clipboard.writeText(text);
}
