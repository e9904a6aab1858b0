import { CodeBlock } from '../../../components/CodeBlock.tsx';
import cliSample from '../samples/cli.sh?highlight';
import { DocsSection } from './DocsSection.tsx';

export function SelfHostingSection() {
  return (
    <DocsSection id="self-hosting">
      <p>
        The <code>react-sfx</code> command copies sounds into your app, so they are served by your own site: no
        third-party request, and they work wherever your site does. Run it with <code>npx</code> in your project:
      </p>
      <CodeBlock sample={cliSample} title="Terminal" />
      <ul>
        <li>
          <code>list</code> prints every built-in sound with its duration, by category.
        </li>
        <li>
          <code>pick &lt;name…&gt;</code> downloads the sounds you name; <code>--category &lt;name&gt;</code> (repeatable,
          or comma-separated) every sound of a category; <code>--all</code> the whole catalogue.
        </li>
        <li>
          <code>--output &lt;dir&gt;</code> chooses the folder (default <code>./public/sounds</code>);{' '}
          <code>--cdn &lt;url&gt;</code> where to download from (default <code>$REACT_SFX_CDN</code>, else the public
          CDN).
        </li>
      </ul>
      <p>
        Files land in <code>public/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>, which your bundler serves as{' '}
        <code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>. That is the first place react-sfx looks: before fetching
        from the CDN it sends a <code>HEAD</code> request there (300 ms time-out) and uses the copy when the answer is
        OK with an <code>audio/*</code> content type. Nothing else to configure; sounds you did not pick still come from
        the CDN.
      </p>
    </DocsSection>
  );
}
