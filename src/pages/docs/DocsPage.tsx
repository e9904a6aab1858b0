/** Documentation page (placeholder until the documentation lands). */
export function DocsPage() {
  return (
    <>
      <h1>Documentation</h1>
      <p className="lead">How to install react-sfx, play sounds with hooks and components, and configure it.</p>
    </>
  );
}
