/** Shown while a lazily loaded page arrives; announced politely to screen readers. */
export function PageLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading page…
    </p>
  );
}
