/**
 * Doc comments as the reader sees them: `code` in backticks set as code. They are the library's own text,
 * never input, and nothing is parsed as HTML.
 */
function inline(text: string) {
  return text.split(/(`[^`]+`)/).map((part, at) => (/^`[^`]+`$/.test(part) ? <code key={at}>{part.slice(1, -1)}</code> : part));
}

/** A doc comment in a line of its own (a table cell): its paragraphs run on. */
export function DocText({ text }: { text: string }) {
  return <>{inline(text.replace(/\s*\n\s*/g, ' '))}</>;
}

/** A doc comment as paragraphs. */
export function DocParagraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{inline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </>
  );
}
