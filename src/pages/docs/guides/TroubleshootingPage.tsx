import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import facts from 'virtual:react-sfx/facts';
import { paths } from '../../../config/paths.ts';
import { DocsLayout } from '../DocsLayout.tsx';
import type { DocsOutline } from '../outline.ts';
import { Section, Subsection } from '../sections/DocsSection.tsx';

const OUTLINE = [
  {
    id: 'no-sound',
    title: 'A sound does not play',
    subsections: [
      { id: 'autoplay-blocking', title: 'Before the first click, touch or key press' },
      { id: 'ios-silent-switch', title: 'iOS: the silent switch' },
      { id: 'sounds-turned-off', title: 'Sounds are turned off' },
    ],
  },
  {
    id: 'loading-problems',
    title: 'Loading problems',
    subsections: [
      { id: 'cdn-cors', title: 'CORS on your own CDN' },
      { id: 'local-copy-404', title: 'A 404 for /sounds/… in the console' },
    ],
  },
  {
    id: 'error-messages',
    title: 'Error messages',
    subsections: [
      { id: 'load-errors', title: 'Loading a sound' },
      { id: 'option-errors', title: 'Options and set-up' },
      { id: 'console-messages', title: 'Console messages' },
      { id: 'cli-messages', title: 'The react-sfx command' },
    ],
  },
] as const satisfies DocsOutline;

/** A message as react-sfx writes it, what it is (an error's class, or where it is logged), its cause and its fix. */
type ErrorEntry = { readonly message: string; readonly kind: string; readonly cause: ReactNode; readonly fix: ReactNode };

/** Messages with their causes and fixes, as a definition list: the message is the term. */
function ErrorList({ entries }: { entries: readonly ErrorEntry[] }) {
  return (
    <dl>
      {entries.map(({ message, kind, cause, fix }) => (
        <div key={message}>
          <dt>
            <code>{message}</code> ({kind})
          </dt>
          <dd>
            <p>
              <strong>Cause:</strong> {cause}
            </p>
            <p>
              <strong>Fix:</strong> {fix}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const LOAD_ERRORS: readonly ErrorEntry[] = [
  {
    message: 'Failed to load custom sound "<name>"',
    kind: 'Error',
    cause: (
      <>
        A sound that is not in the catalogue (a URL of your own, or a misspelt built-in name, which is taken for one)
        could not be loaded: the request failed (offline, CORS), the answer was not OK or not audio, the load timed out,
        or the file did not decode. The error&apos;s <code>cause</code> says which.
      </>
    ),
    fix: (
      <>
        Open the URL in the browser. If you meant a built-in sound, compare the name with{' '}
        <code>npx react-sfx list</code>; your editor completes the right ones. A file on another origin needs CORS
        headers.
      </>
    ),
  },
  {
    message: 'Failed to fetch sound "<name>" from CDN (<url>)',
    kind: 'Error',
    cause: (
      <>
        A built-in sound&apos;s file could not be fetched from <code>&lt;url&gt;</code>, under the CDN base (set with{' '}
        <code>setCDNUrl</code> or the provider&apos;s <code>cdnUrl</code>; by default the <code>react-sfx-sounds</code>{' '}
        package on jsDelivr): the request failed (offline, CORS, a content blocker), the answer was not OK (a 404 from
        a base that holds no copy of react-sfx-sounds&apos; <code>v1/</code> folder), it was not audio, or the load
        timed out. The <code>cause</code> says which.
      </>
    ),
    fix: (
      <>
        Open the address. A base of your own ends in <code>/v1</code> and holds{' '}
        <code>&lt;category&gt;/&lt;name&gt;.&lt;hash&gt;.mp3</code>, as react-sfx-sounds&apos; <code>v1/</code> folder
        does; a mirror of react-sounds&apos; CDN does not (see{' '}
        <Link to={paths.docsReactSounds}>Coming from react-sounds</Link>). It must allow your site with CORS (below).
      </>
    ),
  },
  {
    message: 'Decoding audio data failed for sound "<name>" (<url>)',
    kind: 'Error',
    cause: (
      <>
        The built-in sound&apos;s file arrived from <code>&lt;url&gt;</code> (your self-hosted copy or the CDN), but the
        browser could not decode it: a truncated or altered file, or another file under its name. The{' '}
        <code>cause</code> is howler&apos;s <code>Decoding audio data failed</code>. A custom sound that does not decode
        fails with <code>Failed to load custom sound &quot;&lt;name&gt;&quot;</code> instead.
      </>
    ),
    fix: (
      <>
        For self-hosted copies, run <code>npx react-sfx sync</code> (or <code>pick</code> again): it checks each
        file&apos;s SHA-256 and replaces what differs. Make sure your server and CDN serve the files unchanged.
      </>
    ),
  },
  {
    message: 'Loading sound "<name>" (<url>) timed out after <ms> ms',
    kind: 'Error named TimeoutError',
    cause: (
      <>
        The load did not finish within the load time-out ({facts.loadTimeoutSeconds} seconds unless changed): the file from{' '}
        <code>&lt;url&gt;</code> was still decoding. Without an address to add (a custom sound, whose name is its
        address, or a fetch still under way) it reads <code>Loading sound &quot;&lt;name&gt;&quot; timed out after
        &lt;ms&gt; ms</code>. When the time runs out during the fetch, it is the <code>cause</code> of the fetch&apos;s
        error above.
      </>
    ),
    fix: (
      <>
        A slow network or device needs longer: <code>setLoadTimeout(ms)</code>, or the provider&apos;s{' '}
        <code>loadTimeout</code> prop; <code>Infinity</code> for no limit. The next play tries again.
      </>
    ),
  },
  {
    message: 'Failed loading audio file with status: <status>',
    kind: 'Error, found as a cause',
    cause: (
      <>
        The server answered with that HTTP status instead of the file: 404, nothing at that address; 403, access refused.
        It is the <code>cause</code> of the two fetch errors above, and the error logged with{' '}
        <code>Error loading local sound, falling back to CDN</code>.
      </>
    ),
    fix: <>Open the address the outer error names, and fix the base URL or the server.</>,
  },
  {
    message: '<url> answered <type>, not audio',
    kind: 'Error, found as a cause',
    cause: (
      <>
        The answer was OK but cannot be audio: typed as HTML, JSON, XML or text (or, as{' '}
        <code>&lt;url&gt; answered an empty body, not audio</code>, empty). Typically a dev server or a single-page
        app&apos;s fallback, which answers a path it does not know with its <code>index.html</code>.
      </>
    ),
    fix: (
      <>
        Make the address serve the MP3, as <code>audio/mpeg</code>.
      </>
    ),
  },
  {
    message: 'Sound "<name>" is not loaded',
    kind: 'Error',
    cause: (
      <>
        A play, or a <code>makeRemoteSound</code> loader, reached the sound just as its load failed or it was released.
        The load&apos;s own failure, logged as <code>Error loading sound</code>, says why.
      </>
    ),
    fix: <>Play again: the next play loads the sound afresh.</>,
  },
  {
    message: 'howler did not load',
    kind: 'Error',
    cause: (
      <>
        The <code>howler</code> module was found, but it exports neither <code>Howl</code> nor <code>Howler</code>,
        directly or as its default export: something else answers the import (an alias, a stub).
      </>
    ),
    fix: (
      <>
        Install howler 2.2 or later in your app (<code>npm install howler</code>) and let your bundler resolve it as it
        is.
      </>
    ),
  },
];

const OPTION_ERRORS: readonly ErrorEntry[] = [
  {
    message: 'volume must be between 0 and 1, got <value>',
    kind: 'RangeError',
    cause: (
      <>
        A volume outside 0 to 1, or not a number: in <code>useSound</code>&apos;s options, <code>play()</code>,{' '}
        <code>playSound()</code>, a <code>SoundButton</code>&apos;s <code>soundOptions</code>, a <code>Sound</code>
        &apos;s <code>options</code>, or <code>fade(from, to, ms)</code>. A play rejects with it; <code>fade()</code>{' '}
        throws at once.
      </>
    ),
    fix: (
      <>
        Keep it within range: <code>Math.min(1, Math.max(0, volume))</code>.
      </>
    ),
  },
  {
    message: 'pan must be between -1 and 1, got <value>',
    kind: 'RangeError',
    cause: <>A stereo position outside -1 (left) to 1 (right), or not a number, in the options of a hook or a play.</>,
    fix: <>Keep it within -1 and 1; 0 is the centre.</>,
  },
  {
    message: 'rate must be between 0.0625 and 16, got <value>',
    kind: 'RangeError',
    cause: <>A playback rate outside 0.0625 to 16, or not a number, in the options of a hook or a play.</>,
    fix: <>Keep it within that range; 1 is normal speed and pitch.</>,
  },
  {
    message: 'fade duration must be between 0 and 9007199254740991, got <ms>',
    kind: 'RangeError',
    cause: (
      <>
        <code>fade(from, to, ms)</code> with a negative, infinite or non-numeric <code>ms</code>. It throws at once.
      </>
    ),
    fix: <>Pass a finite number of milliseconds, 0 or more.</>,
  },
  {
    message: 'setLoadTimeout: <ms> is not a positive number of milliseconds',
    kind: 'RangeError',
    cause: (
      <>
        <code>setLoadTimeout(ms)</code>, a runtime&apos;s <code>setLoadTimeout</code>, <code>createSoundRuntime</code>
        &apos;s <code>loadTimeout</code>, or <code>SoundProvider</code>&apos;s <code>loadTimeout</code> prop (thrown
        while rendering) got 0, a negative number, <code>NaN</code> or something other than a number.
      </>
    ),
    fix: (
      <>
        Pass a positive number of milliseconds, or <code>Infinity</code> for no limit.
      </>
    ),
  },
  {
    message:
      'sprite "<segment>" of "<name>" must be [start, duration] in milliseconds, start 0 or more, duration more than 0',
    kind: 'RangeError',
    cause: (
      <>
        A segment of <code>useSound</code>&apos;s <code>sprite</code> option is not a pair of numbers, starts before 0,
        or lasts 0 ms or less. <code>play()</code> rejects with it.
      </>
    ),
    fix: (
      <>
        Write each segment as <code>[startMs, durationMs]</code>.
      </>
    ),
  },
  {
    message: 'sprite "<id>" is not defined for "<name>" (sprites: <names>)',
    kind: 'Error',
    cause: (
      <>
        <code>{'play({ id })'}</code> names a segment the hook&apos;s <code>sprite</code> option does not have; without a{' '}
        <code>sprite</code> option the message ends in <code>(no sprite option given)</code>. <code>play()</code> rejects
        with it.
      </>
    ),
    fix: (
      <>
        Use one of the names listed, or add the segment to <code>sprite</code>.
      </>
    ),
  },
  {
    message: 'makeRemoteSound: "<name>" is neither a built-in sound name nor a URL',
    kind: 'TypeError',
    cause: (
      <>
        <code>makeRemoteSound(name)</code> throws at once for a name that is not in the catalogue and does not look
        like an address: an absolute URL, a path starting with <code>/</code>, <code>./</code> or <code>../</code>, or a
        file name with an extension.
      </>
    ),
    fix: (
      <>
        Check the name with <code>npx react-sfx list</code>, or pass the file&apos;s URL.
      </>
    ),
  },
  {
    message: 'Not a sound runtime: make one with createSoundRuntime()',
    kind: 'TypeError',
    cause: (
      <>
        <code>SoundProvider</code>&apos;s <code>runtime</code> prop got an object that <code>createSoundRuntime()</code>{' '}
        did not make.
      </>
    ),
    fix: (
      <>
        Pass the object <code>createSoundRuntime()</code> returns.
      </>
    ),
  },
  {
    message: 'useSoundEnabled must be used within a SoundProvider',
    kind: 'Error',
    cause: (
      <>
        <code>useSoundEnabled()</code> was called in a component with no <code>SoundProvider</code> above it. It throws
        while rendering.
      </>
    ),
    fix: (
      <>
        Wrap your app, or the part that uses it, in <code>{'<SoundProvider>'}</code>. Outside React, read the flag with{' '}
        <code>isSoundEnabled()</code>. The other hooks and components work without a provider.
      </>
    ),
  },
];

const CONSOLE_MESSAGES: readonly ErrorEntry[] = [
  {
    message: 'Error loading sound',
    kind: 'console.error',
    cause: <>Logged with the error each time a sound fails to load or decode: one of the loading errors above.</>,
    fix: (
      <>
        Read the error logged with it, and its <code>cause</code>.
      </>
    ),
  },
  {
    message: 'Error preloading sounds',
    kind: 'console.error',
    cause: (
      <>
        <code>preloadSounds()</code>, or a <code>SoundProvider</code>&apos;s <code>preload</code>, could not load one of
        its sounds; logged with that sound&apos;s error. <code>preloadSounds()</code> rejects with it; the provider goes
        on.
      </>
    ),
    fix: (
      <>
        As for the error logged with it. Check the names in <code>preload</code>.
      </>
    ),
  },
  {
    message: 'Error playing sound',
    kind: 'console.error',
    cause: (
      <>
        <code>useSound</code>&apos;s <code>play()</code> failed: the sound could not be loaded, or an option was refused.
        Its Promise rejects with the same error. Also logged when howler reports that the browser refused a play.
      </>
    ),
    fix: (
      <>
        Read the error logged with it. To handle the failure in your code, catch <code>play()</code>&apos;s Promise or
        pass <code>onError</code>.
      </>
    ),
  },
  {
    message: 'Failed to play sound',
    kind: 'console.error',
    cause: (
      <>
        <code>playSound()</code> failed, for the same reasons, and rejects with the same error.{' '}
        <code>{'<Sound trigger="unmount">'}</code> plays with it too.
      </>
    ),
    fix: <>Read the error logged with it.</>,
  },
  {
    message: 'Error loading local sound, falling back to CDN',
    kind: 'console.warn',
    cause: (
      <>
        Your site said it has a copy of the sound (<code>HEAD</code> answered OK with an audio type), but fetching it
        failed or did not return audio; the error logged with it says which. The sound is fetched from the CDN instead.
      </>
    ),
    fix: (
      <>
        Check the file at <code>/sounds/&lt;category&gt;/&lt;name&gt;.mp3</code> (or under your{' '}
        <code>localSoundsPath</code>), or pick it again with <code>npx react-sfx pick</code>.
      </>
    ),
  },
  {
    message: 'Failed to unlock audio context',
    kind: 'console.warn',
    cause: <>At the visitor&apos;s first gesture, the browser refused to resume audio. The error logged with it says why.</>,
    fix: (
      <>
        Nothing in your code causes it. <code>checkAudioPermission()</code> tells whether audio may start.
      </>
    ),
  },
  {
    message: 'A sound event listener failed',
    kind: 'console.error',
    cause: (
      <>
        A listener given to <code>subscribeSoundEvents</code> threw. The other listeners still receive the event.
      </>
    ),
    fix: <>Fix the listener; its error is logged with the message.</>,
  },
  {
    message: 'react-sfx: sounds off for this page only: storage refused',
    kind: 'console.warn',
    cause: (
      <>
        The visitor&apos;s choice could be stored neither in localStorage nor in a cookie (a browser or frame that
        refuses both). It holds until the page is reloaded. Logged once per runtime; it reads{' '}
        <code>sounds on</code> when sounds were turned on.
      </>
    ),
    fix: (
      <>
        Nothing to fix in your app. A runtime made with <code>{'createSoundRuntime({ storageKey: false })'}</code>{' '}
        keeps its flag in memory by design and logs nothing.
      </>
    ),
  },
];

/** Troubleshooting: why a sound does not play, and every message react-sfx writes, with cause and fix. */
export function TroubleshootingPage() {
  return (
    <DocsLayout
      title="Troubleshooting"
      lead={<>Why a sound does not play, and what each of react-sfx&apos;s messages means.</>}
      outline={OUTLINE}
    >
      <Section heading={OUTLINE[0]}>
        <p>
          Look in the browser&apos;s console first: react-sfx logs every load or play that fails, with the sound&apos;s
          name. If it shows nothing, the cause is likely one of these.
        </p>
        <Subsection heading={OUTLINE[0].subsections[0]}>
          <p>
            Browsers start audio only after the visitor&apos;s first click, touch or key press on the page. react-sfx
            listens for that gesture (a <code>click</code>, a touch&apos;s <code>touchend</code>, a <code>keydown</code>, or a
            mouse button&apos;s <code>pointerdown</code>; a <code>touchstart</code> only where the browser says it already
            counts) and unlocks audio then. Sounds can be fetched before it, but a sound
            played before it waits for it, which may be long after the moment it was meant for.
          </p>
          <p>
            Play sounds from event handlers (<code>onClick</code>, <code>onKeyDown</code>), not when a component mounts
            or from a timer that may run first. <code>checkAudioPermission()</code> tells where you are:{' '}
            <code>&apos;prompt&apos;</code> before the first gesture, <code>&apos;granted&apos;</code> after it, and{' '}
            <code>&apos;unavailable&apos;</code> without Web Audio (or on a server).
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[0].subsections[1]}>
          <p>
            On iPhone and iPad, Web Audio is muted while the Ring/Silent switch is set to silent, and react-sfx plays
            through Web Audio. Sounds then play without being heard, and no error is reported: it is the visitor&apos;s
            setting, and react-sfx leaves it alone. When a sound is silent on one iPhone and not on another, check the
            switch first.
          </p>
          <p>
            The first touch unlocks audio there as everywhere: react-sfx listens for its <code>touchend</code> and its{' '}
            <code>click</code>.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[0].subsections[2]}>
          <p>
            <code>play()</code> does nothing while sounds are off, and resolves at once. They are off when the visitor
            turned them off (remembered in localStorage under <code>react-sfx-enabled</code>, or read from
            react-sounds&apos; <code>react-sounds-enabled</code>), when the <code>SoundProvider</code> has{' '}
            <code>{'initialEnabled={false}'}</code> and the visitor has made no choice, or, for one hook, when its{' '}
            <code>soundEnabled</code> option is false. <code>isSoundEnabled()</code> tells;{' '}
            <code>setSoundEnabled(true)</code>, or your on/off control, turns them back on. Turning sounds off pauses
            what is playing, and turning them on does not resume it.
          </p>
        </Subsection>
      </Section>

      <Section heading={OUTLINE[1]}>
        <Subsection heading={OUTLINE[1].subsections[0]}>
          <p>
            react-sfx fetches each file with <code>fetch()</code>. A CDN or bucket on another origin than your site must
            send <code>Access-Control-Allow-Origin</code> with your site&apos;s origin (or <code>*</code>), or the
            browser withholds the file. The browser then logs a CORS error of its own, and the load fails with{' '}
            <code>Failed to fetch sound &quot;&lt;name&gt;&quot; from CDN (&lt;url&gt;)</code>, its <code>cause</code> the
            browser&apos;s <code>TypeError</code> (for a custom URL,{' '}
            <code>Failed to load custom sound &quot;&lt;name&gt;&quot;</code>).
          </p>
          <p>
            Serve the files with <code>Content-Type: audio/mpeg</code>: an answer typed as HTML, JSON, XML or text is
            refused, and so is an empty one. The <Link to={paths.docsSelfHosting}>self-hosting guide</Link> has
            the cache headers to send as well.
          </p>
        </Subsection>
        <Subsection heading={OUTLINE[1].subsections[1]}>
          <p>
            Before fetching a built-in sound from the CDN, react-sfx asks your own site for a copy:{' '}
            <code>HEAD /sounds/&lt;category&gt;/&lt;name&gt;.mp3</code>, with a {facts.localCheckMs} ms time-out. It
            uses the copy when the answer is OK with an <code>audio/*</code> type; anything else (a 404, your app&apos;s
            HTML page, no answer in time) sends it on to the CDN. That is not an error, but the browser logs the 404 itself, each time such a
            sound loads, and react-sfx cannot hide it.
          </p>
          <p>
            An app that self-hosts nothing turns the check off: <code>{'<SoundProvider localSoundsPath={false}>'}</code>{' '}
            or <code>setLocalSoundsPath(false)</code>. An app served under a sub-path that does self-host passes its
            path: <code>localSoundsPath=&quot;/my-app/sounds&quot;</code>.
          </p>
        </Subsection>
      </Section>

      <Section heading={OUTLINE[2]}>
        <p>
          A failed load reaches you in several places: the Promise of <code>play()</code>, <code>playSound()</code> or{' '}
          <code>preloadSounds()</code> rejects with it; <code>useSound</code>&apos;s <code>error</code> holds it; the{' '}
          <code>onError</code> of <code>useSound</code> and <code>Sound</code>, and <code>SoundButton</code>&apos;s{' '}
          <code>onSoundError</code>, receive it; <code>subscribeSoundEvents</code> reports an <code>error</code> event
          with its message; and the console logs it. The failure underneath is the error&apos;s <code>cause</code>. A
          failed load leaves nothing behind: the next <code>play()</code> or <code>load()</code> tries again.
        </p>
        <p>
          The messages below are written as react-sfx writes them: <code>&lt;name&gt;</code> is the sound&apos;s name,{' '}
          <code>&lt;url&gt;</code> an address, the other <code>&lt;…&gt;</code> the values in question.
        </p>
        <Subsection heading={OUTLINE[2].subsections[0]}>
          <ErrorList entries={LOAD_ERRORS} />
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[1]}>
          <p>Mistakes in code, reported as soon as the value is used.</p>
          <ErrorList entries={OPTION_ERRORS} />
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[2]}>
          <p>Logged with the error they are about; the code around them goes on.</p>
          <ErrorList entries={CONSOLE_MESSAGES} />
        </Subsection>
        <Subsection heading={OUTLINE[2].subsections[3]}>
          <p>
            <code>npx react-sfx</code> prints what went wrong on stderr, each line starting with <code>react-sfx:</code>,
            and exits with status 1 when something failed, or 2 for a command line it cannot use (an unknown option,
            sound or category, with the nearest name when there is one). A failed download names the sound and the
            address: <code>HTTP 404 for &lt;url&gt;</code>,{' '}
            <code>{`timed out after ${facts.cliRequestTimeoutSeconds} s fetching <url>`}</code>, or{' '}
            <code>hash mismatch for &lt;url&gt; (…)</code> when the file there is not the one the catalogue names, which
            is then not written.
          </p>
        </Subsection>
      </Section>
    </DocsLayout>
  );
}
