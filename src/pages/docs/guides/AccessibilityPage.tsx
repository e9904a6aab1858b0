import { Link } from 'react-router-dom';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import rainToggleSample from '../samples/guides/RainToggle.tsx?highlight';
import soundToggleSample from '../samples/guides/SoundToggle.tsx?highlight';
import { Section, Subsection } from '../sections/DocsSection.tsx';

const OUTLINE = [
  { id: 'sound-as-complement', title: 'Sound as a complement, never the only signal' },
  { id: 'quiet-by-default', title: 'Start quiet where sound would surprise' },
  { id: 'loop-control', title: 'A control for anything that loops' },
  {
    id: 'on-off-switch',
    title: 'What the on/off switch promises',
    subsections: [{ id: 'sound-toggle', title: 'A sound toggle' }],
  },
] as const satisfies DocsOutline;

/** Accessibility: sound effects every visitor can do without, turn off and stop. */
export function AccessibilityPage() {
  return (
    <DocsLayout
      title="Accessibility"
      lead={<>Sound effects that every visitor can do without, turn off, and stop.</>}
      outline={OUTLINE}
    >
      <Section heading={OUTLINE[0]}>
        <p>
          Many visitors will not hear a sound: they are deaf or hard of hearing, their device is muted, they turned
          sounds off, or their browser has not unlocked audio yet (it waits for their first click, touch or key press).
          So every event a sound marks must also show on the screen: the saved message, the error text, the new state of
          a control. The sound adds to what the page shows; it never replaces it. That is the spirit of WCAG 1.1.1
          (Non-text Content) and 1.3.3 (Sensory Characteristics): no information or instruction that only sound
          conveys.
        </p>
        <ul>
          <li>
            Show the event where the visitor is looking, in words or a clear change of state, not only a colour.
          </li>
          <li>
            When the text appears without a page change, put it in a live region (<code>role=&quot;status&quot;</code>,
            or <code>role=&quot;alert&quot;</code> for errors), so that screen readers say it in words.
          </li>
          <li>
            Keep sounds short and quiet (the <code>volume</code> option): they play over a screen reader&apos;s speech.
          </li>
          <li>
            A sound that fails to load fails quietly for the visitor: react-sfx logs it and rejects{' '}
            <code>play()</code>&apos;s Promise. Nothing the visitor needs may depend on it.
          </li>
        </ul>
      </Section>

      <Section heading={OUTLINE[1]}>
        <p>
          Sound is on by default. Where it would surprise (a tool used in open offices, a page read in public, an app
          whose visitors did not expect sound), start with sounds off:{' '}
          <code>{'<SoundProvider initialEnabled={false}>'}</code>.
        </p>
        <p>
          <code>initialEnabled</code> applies only while the visitor has made no choice, and it is not stored: a visitor
          who turns sounds on keeps them on across visits, and one who turned them off stays muted. Give visitors the
          switch to make that choice (below).
        </p>
      </Section>

      <Section heading={OUTLINE[2]}>
        <p>
          WCAG 2.2&apos;s Success Criterion 1.4.2, Audio Control (level A): audio that plays on its own for more than 3
          seconds needs a way to pause or stop it, or to set its volume apart from the system&apos;s. A loop plays until
          it is stopped, and the ambient beds (<code>ambient/rain</code>, <code>ambient/campfire</code> and the others)
          are made to loop, so anything that loops needs a visible control next to it, reachable by keyboard.
        </p>
        <CodeBlock sample={rainToggleSample} title="RainToggle.tsx" />
        <p>
          <code>isPlaying</code> is true while a play of this hook sounds, so the button shows whether the rain is on,
          and <code>stop()</code> stops this hook&apos;s plays, the loop included. Unmounting the component stops them too.
          The global switch pauses the loop as well, but a control beside the sound is the one visitors find.
        </p>
      </Section>

      <Section heading={OUTLINE[3]}>
        <p>
          <code>useSoundEnabled()</code> returns <code>[enabled, setEnabled]</code>, the switch a visitor uses to turn
          sound off. What it promises:
        </p>
        <ul>
          <li>
            <strong>One flag for every sound</strong> of the runtime: each <code>useSound</code>,{' '}
            <code>SoundButton</code>, <code>Sound</code> and <code>playSound</code>.
          </li>
          <li>
            <strong>Remembered across visits</strong>, in localStorage under <code>react-sfx-enabled</code> (the string{' '}
            <code>true</code> or <code>false</code>); in a cookie when the browser refuses localStorage.
          </li>
          <li>
            <strong>Off means silent at once</strong>: sounds playing pause when it turns off, and while it is off,{' '}
            <code>play()</code> does nothing. Turning it back on does not resume the paused sounds.
          </li>
          <li>
            <strong>It needs a provider</strong>: <code>useSoundEnabled</code> throws outside a{' '}
            <code>SoundProvider</code> (<code>useSoundEnabled must be used within a SoundProvider</code>). Outside React,{' '}
            <code>isSoundEnabled()</code>, <code>setSoundEnabled()</code> and <code>subscribeSoundState()</code> read,
            change and watch the same flag.
          </li>
          <li>
            <strong>The switch&apos;s own click can sound</strong>: <code>{'play({ forceSoundEnabled: true })'}</code>{' '}
            plays while sounds are off, so the visitor hears what they chose.
          </li>
        </ul>
        <Subsection heading={OUTLINE[3].subsections[0]}>
          <p>
            A <code>&lt;button&gt;</code> with <code>aria-pressed</code> is announced as a toggle button, pressed or not;
            its name stays the same. Put it where visitors look for it, such as the page header, on every page that
            plays sounds.
          </p>
          <CodeBlock sample={soundToggleSample} title="SoundToggle.tsx" />
          <p>
            <code>setEnabled(false)</code> pauses every sound playing at that moment, so the sample turns the flag off
            first and then plays the switch&apos;s own sound, forced. The{' '}
            <Link to={`${paths.docsApi}#useSoundEnabled`}>API reference</Link> has the details; the{' '}
            <Link to={paths.docsTroubleshooting}>troubleshooting guide</Link> lists why a sound may stay silent.
          </p>
        </Subsection>
      </Section>
    </DocsLayout>
  );
}
