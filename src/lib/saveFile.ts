/** Hands a blob to the visitor as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once click() returns; revoke on the next task to be safe everywhere.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
