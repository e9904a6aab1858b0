import { Link } from 'react-router-dom';
import exportedTypes from 'virtual:react-sfx/api-index/type';
import { paths } from '../../../config/paths.ts';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { DocText } from '../api/DocText.tsx';
import typescriptSample from '../samples/TypeScript.tsx?highlight';
import { DocsSection } from './DocsSection.tsx';
import styles from './TypeScriptSection.module.css';

export function TypeScriptSection() {
  return (
    <DocsSection id="typescript">
      <p>
        react-sfx is written in TypeScript and ships its types. Built-in names are string literals, so they complete
        in your editor. <code>SoundName</code>, which every API takes, also accepts any URL of your own; type your own
        props and constants as <code>LibrarySoundName</code> (or one category&apos;s union) and a misspelt name fails
        type checking.
      </p>
      <CodeBlock sample={typescriptSample} title="IconButton.tsx" />
      <p>
        The exported types, each with its definition and members in the <Link to={paths.docsApi}>API reference</Link>:
      </p>
      <ul className={styles.types}>
        {exportedTypes.map(({ name, summary }) => (
          <li key={name}>
            <Link to={`${paths.docsApi}#${name}`}>
              <code>{name}</code>
            </Link>{' '}
            <DocText text={summary} />
          </li>
        ))}
      </ul>
    </DocsSection>
  );
}
