import { CodeBlock } from '../../../components/CodeBlock.tsx';
import { AdvancedControls } from '../demos/AdvancedControls.tsx';
import { BasicUsagePanel } from '../demos/BasicUsagePanel.tsx';
import { CategoriesPanel } from '../demos/CategoriesPanel.tsx';
import { ExampleGroups } from '../demos/ExampleGroups.tsx';
import { HookOptionsDemo } from '../demos/HookOptionsDemo.tsx';
import hookOptionsSample from '../samples/HookOptions.tsx?highlight';
import { LivePreview } from '../demos/LivePreview.tsx';
import { useSoundsEnabled } from '../demos/useSoundsEnabled.ts';
import demoStyles from '../demos/demos.module.css';
import { BasicButton } from '../samples/BasicButton.tsx';
import basicButtonSample from '../samples/BasicButton.tsx?highlight';
import { LoadingButton } from '../samples/LoadingButton.tsx';
import loadingButtonSample from '../samples/LoadingButton.tsx?highlight';
import { DocsSection, DocsSubsection } from './DocsSection.tsx';
import { WhenVisible } from '../../../components/WhenVisible.tsx';

/** The interactive part of the page: every demo plays real sounds through react-sfx. */
export function DemosSection() {
  const soundsOn = useSoundsEnabled();
  return (
    <DocsSection id="demos">
      <p>Everything below plays real sounds through react-sfx. Nothing plays until you press a button.</p>
      <p role="status" className={demoStyles.notice}>
        {soundsOn ? '' : 'Sounds are turned off for this site, so the demos stay silent: turn them on with the sound button in the header.'}
      </p>
      <DocsSubsection id="demo-basic-usage">
        <BasicUsagePanel />
      </DocsSubsection>
      <DocsSubsection id="demo-categories">
        <CategoriesPanel />
      </DocsSubsection>
      <DocsSubsection id="demo-basic-button">
        <p>A <code>SoundButton</code>: the sound is fetched when you reach for the button.</p>
        <CodeBlock sample={basicButtonSample} title="BasicButton.tsx" />
        <LivePreview>
          <BasicButton />
        </LivePreview>
      </DocsSubsection>
      <DocsSubsection id="demo-loading-button">
        <p>
          <code>isLoaded</code> turns true once the sound is fetched: until then the button says Loading... and cannot
          be pressed.
        </p>
        <CodeBlock sample={loadingButtonSample} title="LoadingButton.tsx" />
        <LivePreview>
          <WhenVisible
            fallback={
              <button type="button" disabled>
                Loading...
              </button>
            }
          >
            <LoadingButton />
          </WhenVisible>
        </LivePreview>
      </DocsSubsection>
      <DocsSubsection id="demo-advanced-controls">
        <AdvancedControls />
      </DocsSubsection>
      <DocsSubsection id="demo-hook-options">
        <p>
          use-sound&apos;s options on <code>useSound</code>: <code>interrupt</code>, a per-hook{' '}
          <code>soundEnabled</code>, <code>pan</code>, the <code>onLoad</code>, <code>onPlay</code>,{' '}
          <code>onEnd</code> and <code>onError</code> callbacks, <code>fade(from, to, ms)</code> and the sound&apos;s{' '}
          <code>duration</code>, and a <code>sprite</code>: named segments of one file played with{' '}
          <code>play(&#123; id &#125;)</code>. Play the coin quickly with and without Interrupt, move it left and right,
          play the two halves of the level-up jingle, and fade the rain.
        </p>
        <CodeBlock sample={hookOptionsSample} title="CoinButtons.tsx" />
        <HookOptionsDemo />
      </DocsSubsection>
      <DocsSubsection id="demo-examples">
        <ExampleGroups />
      </DocsSubsection>
    </DocsSection>
  );
}
