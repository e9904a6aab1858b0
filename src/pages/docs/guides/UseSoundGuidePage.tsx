import { Link } from 'react-router-dom';
import facts from 'virtual:react-sfx/facts';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import migrationDiff from '../samples/guides/FromUseSound.diff?highlight';
import installSample from '../samples/guides/use-sound-install.sh?highlight';
import { Section, Subsection } from '../sections/DocsSection.tsx';
import { ComparisonTable, type ComparisonRow } from './ComparisonTable.tsx';

const OUTLINE = [
  { id: 'switching-from-use-sound', title: 'Switching' },
  { id: 'why-it-differs', title: 'Why it differs' },
  {
    id: 'options-mapped',
    title: 'Every option mapped',
    subsections: [
      { id: 'hook-options', title: 'Hook options' },
      { id: 'callback-options', title: 'Callbacks' },
      { id: 'howler-options', title: "howler's options" },
      { id: 'play-options', title: 'play() and its options' },
    ],
  },
  {
    id: 'returns-mapped',
    title: 'Every return value mapped',
    subsections: [
      { id: 'duration-in-seconds', title: 'duration is in seconds' },
      { id: 'shared-howl', title: 'sound is shared' },
    ],
  },
  { id: 'what-you-gain', title: 'What react-sfx adds' },
] as const satisfies DocsOutline;

const COLUMNS = ['use-sound', 'react-sfx', 'What differs, and why'] as const;

const NONE = <em>none</em>;

const HOOK_OPTIONS: readonly ComparisonRow[] = [
  [
    <>
      <code>src</code> (first argument)
    </>,
    <>
      <code>name</code> (first argument)
    </>,
    <>
      One source: a built-in name such as <code>&apos;ui/copy&apos;</code>, which your editor completes, or a URL of
      your own. A name that is not in the catalogue is fetched as a URL. use-sound also takes an array of URLs (other
      formats, for browsers that lack one); react-sfx takes one file.
    </>,
  ],
  [
    <code>volume</code>,
    <code>volume</code>,
    <>
      The same, 0 to 1, default 1. A value outside that range makes <code>play()</code> reject with a{' '}
      <code>RangeError</code>. A change reaches this hook&apos;s plays at once, as in use-sound.
    </>,
  ],
  [
    <code>playbackRate</code>,
    <code>rate</code>,
    <>
      Renamed: <code>rate</code> is howler&apos;s name and react-sounds&apos;. 0.0625 to 16, default 1. A change reaches
      this hook&apos;s plays at once.
    </>,
  ],
  [
    <code>interrupt</code>,
    <code>interrupt</code>,
    <>The same: a new play first stops this hook&apos;s plays, including one still loading.</>,
  ],
  [
    <code>soundEnabled</code>,
    <code>soundEnabled</code>,
    <>
      The same, for this hook. The global switch applies as well: while <code>useSoundEnabled</code>&apos;s flag is off,
      no hook plays.
    </>,
  ],
  [
    <code>sprite</code>,
    <code>sprite</code>,
    <>
      The same map, <code>{'{ name: [startMs, durationMs] }'}</code>, played with <code>{'play({ id: name })'}</code>.
      A malformed segment or an unknown <code>id</code> makes <code>play()</code> reject with an error that says which.
      Segments play from the same decoded file: it is decoded once.
    </>,
  ],
  [
    <>
      <code>loop</code> (passed to howler)
    </>,
    <code>loop</code>,
    <>
      An option of react-sfx itself, on the hook or on one play: <code>{'play({ loop: true })'}</code>.
    </>,
  ],
  [
    <>
      <code>preload</code> (passed to howler)
    </>,
    <code>lazy</code>,
    <>
      The other way round. react-sfx fetches the sound when the component mounts; <code>lazy: true</code> waits for the
      first <code>play()</code> or <code>load()</code>.
    </>,
  ],
  [
    NONE,
    <code>pan</code>,
    <>New: the stereo position of the plays, -1 (left) to 1 (right), default 0.</>,
  ],
];

const CALLBACKS: readonly ComparisonRow[] = [
  [
    <code>onload</code>,
    <code>onLoad</code>,
    <>
      Called once the sound is loaded: fetched, and decoded once audio may start (before the visitor&apos;s first
      gesture, a sound is fetched only).
    </>,
  ],
  [
    <code>onplay</code>,
    <code>onPlay</code>,
    <>
      Called when a play of this hook starts. Not on <code>resume()</code>.
    </>,
  ],
  [
    <code>onend</code>,
    <code>onEnd</code>,
    <>
      Called when a play of this hook ends by itself: not when it is stopped, and never for a loop (howler&apos;s{' '}
      <code>onend</code> fires at every turn of one).
    </>,
  ],
  [
    <>
      <code>onpause</code>, <code>onstop</code>
    </>,
    NONE,
    <>
      Read <code>isPlaying</code>, which turns false when this hook&apos;s plays pause or stop; or listen with{' '}
      <code>subscribeSoundEvents</code> (<code>pause</code> and <code>stop</code> events, for every sound); or render{' '}
      <code>{'<Sound onStop>'}</code>, called when its sound ends, is stopped or is paused.
    </>,
  ],
  [
    <code>onloaderror</code>,
    <code>onError</code>,
    <>
      Called with an <code>Error</code> that names the sound and the address tried. <code>useSound</code>&apos;s{' '}
      <code>error</code> holds it as well, until the next load.
    </>,
  ],
  [
    <code>onplayerror</code>,
    NONE,
    <>
      react-sfx unlocks audio at the visitor&apos;s first gesture itself. A play the browser refuses is logged as{' '}
      <code>Error playing sound</code>.
    </>,
  ],
  [
    <>
      <code>onfade</code>, <code>onmute</code>, <code>onvolume</code>, <code>onrate</code>, <code>onseek</code>,{' '}
      <code>onunlock</code>
    </>,
    NONE,
    <>
      Only through <code>sound</code>, the shared howler <code>Howl</code> (see below).
    </>,
  ],
];

const PLAY_OPTIONS: readonly ComparisonRow[] = [
  [<code>id</code>, <code>id</code>, <>The same: the sprite segment to play.</>],
  [
    <code>forceSoundEnabled</code>,
    <code>forceSoundEnabled</code>,
    <>The same: plays while sounds are off, for this hook or globally. Meant for the on/off switch&apos;s own click.</>,
  ],
  [
    <code>playbackRate</code>,
    <code>rate</code>,
    <>
      This play&apos;s rate only. use-sound sets it on its <code>Howl</code>, so it stays for the plays after.
    </>,
  ],
  [
    NONE,
    <>
      <code>volume</code>, <code>loop</code>, <code>pan</code>
    </>,
    <>New: this play&apos;s own. The hook&apos;s options stay as they are.</>,
  ],
];

const RETURN_VALUES: readonly ComparisonRow[] = [
  [
    <code>play</code>,
    <code>play</code>,
    <>
      Loads the sound first if it must, and returns a Promise (see above). use-sound&apos;s returns nothing and does
      nothing until its <code>Howl</code> has loaded.
    </>,
  ],
  [
    <code>stop(id?)</code>,
    <code>stop(id?)</code>,
    <>
      Stops this hook&apos;s plays, including one still loading. use-sound hands <code>id</code> to howler, whose{' '}
      <code>stop(id)</code> takes a play&apos;s number; react-sfx&apos;s <code>id</code> is a sprite segment&apos;s
      name: <code>stop(&apos;chord&apos;)</code> stops that segment&apos;s plays.
    </>,
  ],
  [
    <code>pause(id?)</code>,
    <code>pause(id?)</code>,
    <>Pauses this hook&apos;s sounding plays; with a segment&apos;s name, that segment&apos;s only.</>,
  ],
  [
    NONE,
    <code>resume(id?)</code>,
    <>New: resumes this hook&apos;s paused plays. It does nothing while sounds are off.</>,
  ],
  [
    <code>duration</code>,
    <code>duration</code>,
    <>
      <strong>Seconds</strong>, not milliseconds (see below).
    </>,
  ],
  [
    <code>sound</code>,
    <code>sound</code>,
    <>
      The howler <code>Howl</code> once decoded, else <code>null</code>, as in use-sound; but shared by every user of
      the sound (see below).
    </>,
  ],
  [
    <>
      <code>isPlaying</code> (before use-sound 4)
    </>,
    <code>isPlaying</code>,
    <>True while a play of this hook sounds; a loop, until it is stopped.</>,
  ],
];

/** Coming from use-sound: every option and return value of use-sound, in react-sfx. */
export function UseSoundGuidePage() {
  return (
    <DocsLayout
      title="Coming from use-sound"
      lead={<>Every use-sound option and return value, mapped to react-sfx: what stays, what differs, and why.</>}
      outline={OUTLINE}
    >
      <Section heading={OUTLINE[0]}>
        <p>
          react-sfx plays through howler too, as a peer dependency your app installs. Replace the package, then the
          import: use-sound&apos;s hook is its default export, react-sfx&apos;s is named, <code>useSound</code>.
        </p>
        <CodeBlock sample={installSample} title="Terminal" />
        <p>
          Then each call. The hook returns an object instead of a tuple, <code>playbackRate</code> is{' '}
          <code>rate</code>, the callbacks are camelCase, and <code>duration</code> is in seconds:
        </p>
        <CodeBlock sample={migrationDiff} title="LikeButton.tsx" />
      </Section>

      <Section heading={OUTLINE[1]}>
        <p>
          use-sound creates a howler <code>Howl</code> for each hook: its options are that Howl&apos;s options, and what
          you change applies to that Howl. react-sfx keeps one copy of each sound: fetched once, decoded once, shared by
          every component that uses it, and released once the last one has unmounted and nothing plays it. Three things
          follow.
        </p>
        <ul>
          <li>
            <strong>howler&apos;s options are not taken.</strong> One component&apos;s <code>html5</code> or{' '}
            <code>format</code> cannot apply to a sound that others share. react-sfx fetches each file itself and
            decides: sounds play from decoded Web Audio buffers, and custom files over {facts.streamingFromMb} MB (by their
            Content-Length) stream through html5 audio from their address, starting while they download.
          </li>
          <li>
            <strong>Each play has its own volume, rate, loop and pan</strong>, so two components that play one sound do
            not change each other. Options passed to <code>play()</code> apply to that play only, and a change of the
            hook&apos;s <code>volume</code> or <code>rate</code> reaches that hook&apos;s plays, not the others&apos;.
          </li>
          <li>
            <strong>
              <code>sound</code>, the <code>Howl</code>, is shared.
            </strong>{' '}
            What you set on it applies to every user of the sound.
          </li>
        </ul>
      </Section>

      <Section heading={OUTLINE[2]}>
        <p>
          Options use-sound does not know are passed on to howler. react-sfx takes its own options only, all of them
          typed; the <Link to={`${paths.docsApi}#UseSoundOptions`}>API reference</Link> lists each with its default.
        </p>
        <Subsection heading={OUTLINE[2].subsections[0]}>
          <ComparisonTable caption="useSound options" columns={COLUMNS} rows={HOOK_OPTIONS} />
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[1]}>
          <p>
            use-sound passes howler&apos;s callbacks on, named as howler names them. react-sfx&apos;s are its own, in
            camelCase, and report this hook&apos;s plays only.
          </p>
          <ComparisonTable caption="useSound callbacks" columns={COLUMNS} rows={CALLBACKS} />
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[2]}>
          <p>
            <code>html5</code>, <code>format</code>, <code>pool</code>, <code>xhr</code>, <code>mute</code>,{' '}
            <code>autoplay</code> and the rest of howler&apos;s options are not taken (the reason is above). What they
            did:
          </p>
          <ul>
            <li>
              <code>html5</code> and <code>format</code>: react-sfx fetches the file with <code>fetch()</code> and hands
              it to howler. Custom files over {facts.streamingFromMb} MB stream through html5 audio by themselves, starting while
              they download (the load time-out then counts to the first sound, not the whole download);
              everything else is decoded into a Web Audio buffer, for instant starts and gapless loops.
            </li>
            <li>
              <code>xhr</code>: the request is a plain <code>fetch(url)</code>, without headers of your own.
            </li>
            <li>
              <code>mute</code>: <code>soundEnabled: false</code> for one hook, or the global switch for every sound.
            </li>
            <li>
              <code>autoplay</code>: <code>{'<Sound name="…" trigger="mount" />'}</code>. Like any sound, it waits for the
              visitor&apos;s first click, touch or key press.
            </li>
          </ul>
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[3]}>
          <p>
            use-sound&apos;s <code>play()</code> returns nothing. react-sfx&apos;s returns a Promise: it resolves when a
            one-shot ends (a loop: once it starts; at once while sounds are off) and rejects when the sound cannot be
            loaded or an option is refused, after logging the error. It can be an event handler:{' '}
            <code>onClick={'{play}'}</code> passes the click, which is ignored. <code>stop</code>, <code>pause</code>{' '}
            and <code>resume</code> ignore it too.
          </p>
          <ComparisonTable caption="play() options" columns={COLUMNS} rows={PLAY_OPTIONS} />
        </Subsection>
      </Section>

      <Section heading={OUTLINE[3]}>
        <p>
          use-sound returns a tuple, <code>{'[play, { stop, pause, duration, sound }]'}</code>. react-sfx returns one
          object, with the names and shape of react-sounds&apos; hook:{' '}
          <code>{'const { play, stop, duration } = useSound(…)'}</code>.
        </p>
        <ComparisonTable caption="What useSound returns" columns={COLUMNS} rows={RETURN_VALUES} />
        <Subsection heading={OUTLINE[3].subsections[0]}>
          <p>
            <strong>
              react-sfx&apos;s <code>duration</code> is in seconds. use-sound&apos;s is in milliseconds.
            </strong>{' '}
            Code that compares or formats it as milliseconds must multiply it: <code>duration * 1000</code>. Seconds is
            the unit of howler&apos;s own <code>duration()</code> and of the catalogue.
          </p>
          <p>
            It is <code>null</code> while unknown, as in use-sound, but known sooner: a built-in sound&apos;s comes from
            the catalogue, told with its load&apos;s start (when the component mounts; with <code>lazy</code>, at the
            first <code>load()</code> or <code>play()</code>; a load that ends within {facts.loadNewsMs} ms is told when it
            ends), and a custom sound&apos;s once its file has arrived. With a
            sprite, it is the length of the whole file, as in use-sound.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[3].subsections[1]}>
          <p>
            use-sound&apos;s <code>sound</code> is that hook&apos;s own <code>Howl</code>. react-sfx&apos;s is the
            sound&apos;s one <code>Howl</code>, once decoded, and every component that plays the sound uses it: what you
            set on it (a volume, a rate, an event listener) applies to them all, and it is unloaded when the last user
            lets the sound go. For one component&apos;s plays, use the hook&apos;s options and methods; keep{' '}
            <code>sound</code> for what they do not cover.
          </p>
        </Subsection>
      </Section>

      <Section heading={OUTLINE[4]}>
        <ul>
          <li>
            <code>isPlaying</code>, <code>isLoaded</code> and <code>error</code>: the state to render, such as a button
            disabled while its sound loads, or a message when it cannot.
          </li>
          <li>
            <code>load()</code>, to fetch a <code>lazy</code> sound when the visitor reaches for a control (hover,
            focus), and <code>resume(id?)</code>.
          </li>
          <li>
            <code>fade(from, to, ms)</code>: moves this hook&apos;s sounding plays from one volume to another.
          </li>
          <li>
            <code>checkPermission()</code>: a Promise of <code>&apos;granted&apos;</code>, <code>&apos;prompt&apos;</code>{' '}
            (before the visitor&apos;s first gesture) or <code>&apos;unavailable&apos;</code>.
          </li>
          <li>
            {__SOUND_COUNT__} built-in sounds by name (<code>&apos;ui/copy&apos;</code>,{' '}
            <code>&apos;notification/success&apos;</code>), fetched from a CDN or from your own site. Hear them in the{' '}
            <Link to={paths.sounds}>Sound Library</Link>.
          </li>
          <li>
            One on/off switch for every sound: <code>useSoundEnabled()</code> inside a <code>SoundProvider</code>,
            remembered across visits. See <Link to={paths.docsAccessibility}>Accessibility</Link> for what it promises.
          </li>
          <li>
            <code>SoundButton</code>, <code>Sound</code>, <code>useSoundOnChange</code> and <code>playSound</code>, in
            the <Link to={`${paths.docsApi}#useSound`}>API reference</Link>.
          </li>
        </ul>
      </Section>
    </DocsLayout>
  );
}
