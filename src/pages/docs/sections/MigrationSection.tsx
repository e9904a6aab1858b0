import { CodeBlock } from '../../../components/CodeBlock.tsx';
import migrateInstall from '../samples/migrate.sh?highlight';
import migrationDiff from '../samples/Migration.diff?highlight';
import { DocsSection } from './DocsSection.tsx';

export function MigrationSection() {
  return (
    <DocsSection id="migrating">
      <p>
        react-sfx exports the names of react-sounds 1.0.30, so switching is one package and one import:
      </p>
      <CodeBlock sample={migrateInstall} title="Terminal" />
      <CodeBlock sample={migrationDiff} title="Any component" />
      <p>
        The shapes are react-sounds&apos; too: <code>checkAudioPermission()</code> returns a Promise,{' '}
        <code>makeRemoteSound(name)()</code> resolves with <code>{'{ instance, subscriptions }'}</code>,{' '}
        <code>preloadSounds</code> with an array, and <code>UiSoundName</code> and its siblings are names within a
        category (<code>&apos;copy&apos;</code>). Visitors who turned sounds off under react-sounds stay muted: while
        react-sfx has no choice of its own stored, it reads react-sounds&apos; (<code>react-sounds-enabled</code>), and it
        writes only its own key.
      </p>
      <p>Then check three things:</p>
      <ul>
        <li>
          <strong>Sound names.</strong> A name that is not in the react-sfx catalogue is taken for a URL of your own and
          fails with <code>Failed to load custom sound &quot;name&quot;</code>. Compare yours with{' '}
          <code>npx react-sfx list</code>.
        </li>
        <li>
          <strong>Self-hosted files.</strong> The sounds of react-sfx are its own: pick them again with{' '}
          <code>npx react-sfx pick</code>, into <code>public/sounds</code>.
        </li>
        <li>
          <strong>What you gain.</strong> <code>useSound</code>&apos;s <code>lazy</code> option and <code>load()</code>,{' '}
          <code>useSoundOnChange</code>&apos;s <code>initial</code> option, <code>subscribeSoundEvents</code>, and{' '}
          <code>SoundButton</code> fetching on intent. Nothing to change for them.
        </li>
      </ul>
    </DocsSection>
  );
}
