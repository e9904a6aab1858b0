import { Link } from 'react-router-dom';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import migrateInstall from '../samples/migrate.sh?highlight';
import migrationDiff from '../samples/Migration.diff?highlight';
import { Section, Subsection } from '../sections/DocsSection.tsx';

const OUTLINE = [
  { id: 'switching-from-react-sounds', title: 'Switching' },
  { id: 'same-names-and-shapes', title: 'The same names and shapes' },
  { id: 'visitor-preference', title: "Your visitors' preference" },
  {
    id: 'sound-files',
    title: 'Mirrors and self-hosted files',
    subsections: [
      { id: 'cdn-mirror', title: 'A mirror of the CDN' },
      { id: 'self-hosted-copies', title: 'Self-hosted copies' },
    ],
  },
  { id: 'after-switching', title: 'Then check three things' },
] as const satisfies DocsOutline;

/** Coming from react-sounds: one import to change, and what else to know. */
export function ReactSoundsGuidePage() {
  return (
    <DocsLayout
      title="Coming from react-sounds"
      lead={
        <>
          Switching from react-sounds is one package and one import. Your visitors&apos; sound preference carries over; a
          mirror of react-sounds&apos; CDN does not.
        </>
      }
      outline={OUTLINE}
    >
      <Section heading={OUTLINE[0]}>
        <p>react-sfx exports the names of react-sounds 1.0.30, so switching is one package and one import:</p>
        <CodeBlock sample={migrateInstall} title="Terminal" />
        <CodeBlock sample={migrationDiff} title="Any component" />
      </Section>

      <Section heading={OUTLINE[1]}>
        <p>
          Every value react-sounds exports has its namesake in react-sfx: <code>useSound</code>,{' '}
          <code>useSoundEnabled</code>, <code>useSoundOnChange</code>, <code>Sound</code>, <code>SoundButton</code>,{' '}
          <code>SoundProvider</code>, <code>playSound</code>, <code>preloadSounds</code>, <code>makeRemoteSound</code>,{' '}
          <code>setCDNUrl</code>, <code>getCDNUrl</code>, <code>isSoundEnabled</code>, <code>setSoundEnabled</code>,{' '}
          <code>fetchSoundBlob</code> and <code>checkAudioPermission</code>. The sound names are the same set, from{' '}
          <code>&apos;ambient/campfire&apos;</code> to <code>&apos;ui/window_open&apos;</code>; the recordings are
          react-sfx&apos;s own.
        </p>
        <p>The shapes are react-sounds&apos; too:</p>
        <ul>
          <li>
            <code>checkAudioPermission()</code> returns a Promise of <code>&apos;granted&apos;</code>,{' '}
            <code>&apos;prompt&apos;</code> or <code>&apos;unavailable&apos;</code>.
          </li>
          <li>
            <code>makeRemoteSound(name)()</code> resolves with <code>{'{ instance, subscriptions }'}</code>: the
            sound&apos;s howler <code>Howl</code> and how many users hold the sound.
          </li>
          <li>
            <code>preloadSounds(names)</code> resolves with an array, one entry per name.
          </li>
          <li>
            <code>useSoundEnabled()</code> returns a plain <code>[enabled, setEnabled]</code> tuple.
          </li>
          <li>
            <code>UiSoundName</code>, <code>GameSoundName</code> and their siblings are the names within a category (
            <code>&apos;copy&apos;</code>), and <code>LibrarySoundName</code> is{' '}
            <code>{'`ui/${UiSoundName}` | …'}</code>.
          </li>
        </ul>
        <p>
          react-sfx&apos;s own tests hold it to this: they compile it against react-sounds 1.0.30&apos;s own
          declarations, assigning each export to the type react-sounds declares for it.
        </p>
      </Section>

      <Section heading={OUTLINE[2]}>
        <p>
          Visitors who turned sounds off under react-sounds stay muted. react-sfx remembers the choice in localStorage
          under <code>react-sfx-enabled</code>. While that key holds no choice, it reads react-sounds&apos; key,{' '}
          <code>react-sounds-enabled</code> (<code>&apos;true&apos;</code> or <code>&apos;false&apos;</code>), as the
          visitor&apos;s choice. It writes only its own key, so the first time the visitor turns sounds on or off,
          react-sfx&apos;s key holds the choice from then on.
        </p>
        <p>
          A <code>SoundProvider</code>&apos;s <code>initialEnabled</code> applies only when neither key holds a choice.
          A runtime made with <code>createSoundRuntime</code> and a <code>storageKey</code> of its own does not read
          react-sounds&apos; key.
        </p>
      </Section>

      <Section heading={OUTLINE[3]}>
        <p>
          The names are the same, the files are not. react-sfx&apos;s sounds come from the{' '}
          <code>react-sfx-sounds</code> package, and each file&apos;s name carries a hash of its content:{' '}
          <code>v1/&lt;category&gt;/&lt;name&gt;.&lt;hash&gt;.mp3</code>.
        </p>
        <Subsection heading={OUTLINE[3].subsections[0]}>
          <p>
            If you pointed <code>setCDNUrl</code> at a mirror of react-sounds&apos; CDN, that mirror has none of these
            files: it answers 404 for every sound, and each load fails with{' '}
            <code>Failed to fetch sound &quot;ui/copy&quot; from CDN (&lt;url&gt;)</code>, its cause{' '}
            <code>Failed loading audio file with status: 404</code>.
          </p>
          <p>
            Mirror the <code>v1/</code> folder of <code>react-sfx-sounds</code> instead, at the version your react-sfx
            names (the default <code>getCDNUrl()</code> ends in <code>react-sfx-sounds@&lt;version&gt;/v1</code>), keep its
            layout, and point <code>setCDNUrl</code>, or the provider&apos;s <code>cdnUrl</code> prop, at its{' '}
            <code>v1</code> folder. Serve the files with CORS headers and <code>Content-Type: audio/mpeg</code>.{' '}
            <Link to={paths.docsSelfHosting}>Self-hosting</Link> has the details and the cache headers.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[3].subsections[1]}>
          <p>
            Copies you picked with react-sounds&apos; CLI sit at the same paths,{' '}
            <code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>, and keep working: react-sfx checks there before the
            CDN, so those sounds play react-sounds&apos; recordings. To get react-sfx&apos;s own, run{' '}
            <code>npx react-sfx pick</code> with the same names (or <code>--category</code>, or <code>--all</code>): it
            replaces each file whose content is not the catalogue&apos;s. The names stay the same, so serve these files
            with a <code>Cache-Control</code> that revalidates (<code>no-cache</code>), or browsers may keep playing the
            old ones.
          </p>
        </Subsection>
      </Section>

      <Section heading={OUTLINE[4]}>
        <ul>
          <li>
            <strong>Sound names.</strong> A name that is not in the react-sfx catalogue is taken for a URL of your own and
            fails with <code>Failed to load custom sound &quot;name&quot;</code>. Compare yours with{' '}
            <code>npx react-sfx list</code>.
          </li>
          <li>
            <strong>Error messages.</strong> They name the sound and the address tried:{' '}
            <code>Failed to fetch sound &quot;ui/copy&quot; from CDN (&lt;url&gt;)</code>, where react-sounds stopped at{' '}
            <code>from CDN</code>. Code that compares a whole message needs the new text.{' '}
            <Link to={paths.docsTroubleshooting}>Troubleshooting</Link> lists every message.
          </li>
          <li>
            <strong>What you gain.</strong> <code>useSound</code>&apos;s <code>lazy</code> option and{' '}
            <code>load()</code>, use-sound&apos;s options (<Link to={paths.docsUseSound}>Coming from use-sound</Link>),{' '}
            <code>useSoundOnChange</code>&apos;s <code>initial</code> option, <code>subscribeSoundEvents</code>,{' '}
            <code>SoundButton</code> fetching on intent, and the provider&apos;s <code>cdnUrl</code>,{' '}
            <code>localSoundsPath</code> and <code>loadTimeout</code> props (<Link to={paths.docsNextjs}>Next.js</Link>).
            Nothing to change for them.
          </li>
        </ul>
      </Section>
    </DocsLayout>
  );
}
