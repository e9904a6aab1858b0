// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('the library on a server (no window, no document)', () => {
  it('imports without touching browser globals', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');

    const sfx = await import('../../../src/sfx/index.ts');

    expect(sfx.isSoundEnabled()).toBe(true);
    await expect(sfx.checkAudioPermission()).resolves.toBe('unavailable');
  });

  it('renders its components to HTML', async () => {
    const { Sound, SoundButton, SoundProvider, useSound, useSoundEnabled } = await import('../../../src/sfx/index.ts');
    function Status() {
      const [enabled] = useSoundEnabled();
      const { isLoaded, isPlaying } = useSound('ui/copy');
      return <p>{`${enabled ? 'on' : 'off'} ${isLoaded ? 'loaded' : 'not loaded'} ${isPlaying ? 'playing' : 'silent'}`}</p>;
    }

    const html = renderToString(
      <SoundProvider preload={['ui/copy']} initialEnabled={false} cleanupInterval={1000}>
        <SoundButton sound="ui/copy" aria-label="Copy the code">Copy</SoundButton>
        <Sound name="ui/send" trigger="mount" />
        <Status />
      </SoundProvider>,
    );

    expect(html).toContain('<button type="button" aria-label="Copy the code">Copy</button>');
    expect(html).toContain('<p>off not loaded silent</p>');
  });
});
