import { Link } from 'react-router-dom';
import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { paths } from '../../../config/paths.ts';
import catalogueSample from '../samples/Catalogue.ts?highlight';
import configurationSample from '../samples/Configuration.ts?highlight';
import downloadSample from '../samples/Download.ts?highlight';
import enabledSample from '../samples/EnabledState.ts?highlight';
import eventsSample from '../samples/Events.ts?highlight';
import lazySample from '../samples/LazyLoad.tsx?highlight';
import permissionSample from '../samples/Permission.ts?highlight';
import runtimeSample from '../samples/Runtime.tsx?highlight';
import withoutFilesSample from '../samples/SoundsWithoutFiles.tsx?highlight';
import facts from 'virtual:react-sfx/facts';
import { RenderedOnDevice } from '../demos/RenderedOnDevice.tsx';
import { DocsSection, DocsSubsection } from './DocsSection.tsx';

export function AdvancedUsageSection() {
  return (
    <DocsSection id="advanced-usage">
      <DocsSubsection id="lazy-loading">
        <p>
          By default <code>useSound</code> fetches its sound when the component mounts. With <code>lazy: true</code> it
          waits for the first <code>play()</code>, or for <code>load()</code>, which you can call when the visitor
          reaches for a control. <code>SoundButton</code> does this for you. A long file ({facts.openingFromKb} KB or more, such
          as the 22-second ambient beds) need not wait for its whole decode: a play starts on its opening (the first{' '}
          {facts.openingKb} KB, or 1/{facts.openingShareDenominator} of a larger file), decoded in a few milliseconds, and
          carries on in the whole sound from the same point once that has decoded, the two crossfaded over{' '}
          {facts.crossfadeMs} ms.
        </p>
        <CodeBlock sample={lazySample} title="DeleteButton.tsx" />
      </DocsSubsection>
      <DocsSubsection id="cdn-url">
        <p>
          For a built-in sound <code>category/name</code>, react-sfx first asks your site for a self-hosted copy:{' '}
          <code>HEAD /sounds/category/name.mp3</code>, with a {facts.localCheckMs} ms time-out, used when it answers OK with an{' '}
          <code>audio/*</code> content type. Otherwise it fetches the file from the CDN base, whose last segment is the
          layout version, <code>v1</code>. <code>setCDNUrl</code> points it at your own CDN or origin;{' '}
          <code>getCDNUrl</code> reads the current base. <code>setLocalSoundsPath</code> moves the self-hosted copies
          (a site under a sub-path), and <code>setLocalSoundsPath(false)</code> skips the check when you self-host
          nothing. A load that has not finished after {facts.loadTimeoutSeconds} seconds fails:{' '}
          <code>setLoadTimeout(ms)</code> changes that.
          A failed load leaves the sound in an error state (<code>useSound</code>&apos;s <code>error</code>), and the
          next play starts a fresh one.
        </p>
        <CodeBlock sample={configurationSample} title="configureSounds.ts" />
      </DocsSubsection>
      <DocsSubsection id="enabled-state">
        <p>
          <code>isSoundEnabled</code>, <code>setSoundEnabled</code> and <code>subscribeSoundState</code> read, change and
          watch the same global flag as <code>useSoundEnabled</code>, from outside React: a settings store, a keyboard
          shortcut, a test.
        </p>
        <CodeBlock sample={enabledSample} title="soundSettings.ts" />
      </DocsSubsection>
      <DocsSubsection id="audio-permission">
        <p>
          <code>checkAudioPermission()</code> tells whether audio may start now: <code>&apos;granted&apos;</code> once the
          visitor has interacted with the page, <code>&apos;prompt&apos;</code> before that, and{' '}
          <code>&apos;unavailable&apos;</code> without Web Audio (or on a server). Sounds played before the first gesture
          wait for it; you may want to say so.
        </p>
        <CodeBlock sample={permissionSample} title="soundHint.ts" />
      </DocsSubsection>
      <DocsSubsection id="sound-events">
        <p>
          <code>subscribeSoundEvents</code> reports what happens to every sound (<code>loading</code>,{' '}
          <code>loaded</code>, <code>error</code>, <code>play</code>, <code>pause</code>, <code>stop</code>,{' '}
          <code>end</code>), for logs, analytics or a store. This site mirrors them into Redux. A load reports{' '}
          <code>loading</code> when it ends, or at {facts.loadNewsMs} ms if it lasts longer: no loading state flashes.
        </p>
        <CodeBlock sample={eventsSample} title="soundLog.ts" />
      </DocsSubsection>
      <DocsSubsection id="sound-runtime">
        <p>
          The functions above act on one default runtime, which also serves every hook outside a{' '}
          <code>SoundProvider</code> given another. <code>createSoundRuntime(options?)</code> makes a separate one, with
          its own sounds (fetched, shared and released among its own users), enabled flag, events and configuration:{' '}
          <code>cdnUrl</code>, <code>localSoundsPath</code>, <code>loadTimeout</code>, and <code>storageKey</code> (where
          its flag is remembered; <code>false</code> for memory only). It has the same methods as the functions:{' '}
          <code>runtime.setCDNUrl</code>, <code>runtime.playSound</code>, <code>runtime.subscribeSoundEvents</code> and
          so on. Pass it to <code>{'<SoundProvider runtime={runtime}>'}</code> and the hooks and components below use
          it: two apps on one page, an embedded widget, or a test that starts from a clean runtime.
        </p>
        <CodeBlock sample={runtimeSample} title="ChatWidgetSounds.tsx" />
      </DocsSubsection>
      <DocsSubsection id="sound-files">
        <p>
          <code>fetchSoundBlob(name)</code> returns a sound&apos;s file as a <code>Blob</code>, from the same place
          playback would use: handy for a download button. <code>soundCatalogue</code> lists every built-in sound with its
          file and duration in seconds; <code>getSoundInfo(name)</code> looks one up.
        </p>
        <CodeBlock sample={downloadSample} title="downloadSound.ts" />
        <CodeBlock sample={catalogueSample} title="catalogue.ts" />
      </DocsSubsection>
      <DocsSubsection id="sounds-without-files">
        <p>
          Every built-in sound is made by a recipe, and <code>react-sfx/synth</code> holds all {facts.soundCount} of them
          with the code that masters them: at most {facts.synthBudgetKb} KB gzip in all, where the catalogue&apos;s files
          take {facts.catalogueFilesKb} KB (its largest, an ambient bed, {facts.largestFileKb} KB). It renders a sound on
          the visitor&apos;s device, sample for sample what the catalogue&apos;s file was made from, so a sound plays with
          no file to fetch. Its code loads only when the first sound is rendered (or sooner, when you call the synth&apos;s{' '}
          <code>prepare()</code>); the main entry does not grow.
        </p>
        <p>
          Give <code>deviceSynth()</code> to a <code>SoundProvider</code> (or to <code>createSoundRuntime</code>). In{' '}
          <code>&apos;fallback&apos;</code> mode, the default, sounds play from their files, and a sound is rendered
          instead when the browser is offline, when its file fails, or when it has not come after{' '}
          {facts.synthFallbackSeconds} seconds (half the load time-out). In <code>&apos;always&apos;</code> mode no audio
          is requested at all. In <code>&apos;short&apos;</code> mode every sound shorter than {facts.renderedBedFromSeconds}{' '}
          seconds is rendered and the beds play their files (a sound whose render fails plays its file); its code
          gets ready once the page is idle, so a first tap waits for no network: made for touch screens, where no hover
          says a tap is coming. Sounds render in a Web Worker, so the page stays responsive while a long bed renders; where
          no worker can start (a Content Security Policy that refuses it, an old browser, tests) they render on the page. Rendering costs the device&apos;s time instead of the network&apos;s: a
          short sound takes milliseconds to tens of milliseconds (the demo below shows each render&apos;s time on your device).
          Once started, the worker warms up on takes of the {facts.warmUpTakes} shortest sounds that nobody hears: later
          sounds render faster, and one asked for meanwhile waits for the take under way.
          A 22-second bed takes much longer to render whole, so it starts on its first {facts.renderedOpeningSeconds} s,
          rendered alone in a fraction of that time, and carries on into its first {facts.renderedStretchesSeconds}, and
          then the whole loop, as each is ready. On a slow phone, files are still the cheaper way for beds. This site uses{' '}
          <code>&apos;fallback&apos;</code> (<code>&apos;short&apos;</code> on touch screens): every sound plays offline,
          even on a first visit.
        </p>
        <p>
          <code>customSound(name, {'{ pitch, length, brightness, seed }'})</code>, from the same subpath, is a built-in
          sound reshaped as in the <Link to={paths.studio}>Sound Studio</Link>: pass it to <code>useSound</code> and it plays
          exactly what the studio exports for those settings, with no file to host. The studio gives the line.
        </p>
        <CodeBlock sample={withoutFilesSample} title="AppSounds.tsx" />
        <p>Try it: any sound, rendered on this device in <code>&apos;always&apos;</code> mode.</p>
        <RenderedOnDevice />
      </DocsSubsection>
    </DocsSection>
  );
}
