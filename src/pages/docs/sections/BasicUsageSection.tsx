import { CodeBlock } from '../../../components/CodeBlock.tsx';
import basicUsage from '../samples/BasicUsage.tsx?highlight';
import { DocsSection } from './DocsSection.tsx';

export function BasicUsageSection() {
  return (
    <DocsSection id="basic-usage">
      <p>
        Call <code>useSound</code> with a sound&apos;s name, <code>category/name</code>, and play it from an event
        handler. Or use <code>SoundButton</code>, a <code>&lt;button&gt;</code> that plays its sound when clicked:
      </p>
      <CodeBlock sample={basicUsage} title="Buttons.tsx" />
      <p>
        <code>play()</code> returns a promise: it resolves when a one-shot sound ends (a loop: once it starts) and
        rejects when the sound cannot be loaded; the error is also logged. While sounds are disabled it does nothing.
        Find a sound&apos;s name in the Sound Library, with <code>npx react-sfx list</code>, or by letting your editor
        complete the string.
      </p>
    </DocsSection>
  );
}
