import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cdnUrlOf, localUrlOf } from '../../../msw/handlers.ts';
import { requests, server, startMockServer } from '../../../msw/server.ts';
import { render, runtimePerTest, type SfxModule } from '../../../utils/sfxRuntime.tsx';

const engine = await vi.hoisted(async () => (await import('../../../utils/fakeEngine.ts')).createFakeEngine());
vi.mock('../../../../src/sfx/runtime/engine.ts', () => engine.module);

startMockServer();

const COPY = 'ui/copy';
const MISSING = 'http://127.0.0.1:9/my-app/missing.mp3';
const COPY_REQUESTS = [
  { method: 'HEAD', url: localUrlOf(COPY) },
  { method: 'GET', url: cdnUrlOf(COPY) },
];

let sfx: SfxModule;

runtimePerTest(engine, (loaded) => {
  sfx = loaded;
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('SoundButton: a button', () => {
  it("is a button of type 'button' by default, with its props passed through", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <sfx.SoundButton sound={COPY} ref={ref} aria-label="Copy the code" className="copy-button" title="Copy">
        Copy
      </sfx.SoundButton>,
    );

    const button = screen.getByRole('button', { name: 'Copy the code' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('copy-button');
    expect(button).toHaveAttribute('title', 'Copy');
    expect(button).toHaveTextContent('Copy');
    expect(ref.current).toBe(button);
  });

  it('keeps a type and disabled given to it', () => {
    render(
      <>
        <sfx.SoundButton sound={COPY} type="submit">Send</sfx.SoundButton>
        <sfx.SoundButton sound={COPY} disabled>Later</sfx.SoundButton>
      </>,
    );

    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
  });
});

describe('SoundButton: fetching on intent', () => {
  it('fetches nothing when it mounts', async () => {
    render(<sfx.SoundButton sound={COPY}>Copy</sfx.SoundButton>);

    await sleep(50);

    expect(requests).toEqual([]);
    expect(engine.decodes).toEqual([]);
  });

  it('fetches its sound when the pointer comes over it', async () => {
    const user = userEvent.setup();
    render(<sfx.SoundButton sound={COPY}>Copy</sfx.SoundButton>);

    await user.hover(screen.getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(engine.decodes).toHaveLength(1));
    expect(requests).toEqual(COPY_REQUESTS);
    expect(engine.plays).toEqual([]);
  });

  it('fetches its sound when it receives focus', async () => {
    const user = userEvent.setup();
    render(<sfx.SoundButton sound={COPY}>Copy</sfx.SoundButton>);

    await user.tab();

    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await waitFor(() => expect(engine.decodes).toHaveLength(1));
    expect(requests).toEqual(COPY_REQUESTS);
  });
});

describe('SoundButton: clicking', () => {
  it('plays its sound with its options, then calls its own onClick', async () => {
    const user = userEvent.setup();
    const playsSeenByOnClick: number[] = [];
    const onClick = vi.fn(() => playsSeenByOnClick.push(engine.plays.length));
    render(<sfx.SoundButton sound={COPY} soundOptions={{ volume: 0.5 }} onClick={onClick}>Copy</sfx.SoundButton>);
    const button = screen.getByRole('button', { name: 'Copy' });
    await user.hover(button);
    await waitFor(() => expect(engine.decodes).toHaveLength(1));

    await user.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]).toHaveLength(1); // the click event
    expect(playsSeenByOnClick).toEqual([1]);
    expect(engine.plays.map((play) => play.options)).toEqual([{ volume: 0.5, rate: 1, loop: false, pan: 0 }]);
  });

  it('loads and plays on a click that came without any intent before', async () => {
    const onClick = vi.fn();
    render(<sfx.SoundButton sound={COPY} onClick={onClick}>Copy</sfx.SoundButton>);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(engine.plays).toHaveLength(1));
    expect(requests).toEqual(COPY_REQUESTS);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<sfx.SoundButton sound={COPY} onClick={onClick} disabled>Copy</sfx.SoundButton>);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await sleep(50);

    expect(onClick).not.toHaveBeenCalled();
    expect(engine.plays).toEqual([]);
  });

  it('calls onSoundError when its sound cannot be loaded, and still its onClick', async () => {
    server.use(http.get(MISSING, () => new HttpResponse(null, { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onSoundError = vi.fn();
    const onClick = vi.fn();
    render(<sfx.SoundButton sound={MISSING} onSoundError={onSoundError} onClick={onClick}>Beep</sfx.SoundButton>);

    await user.click(screen.getByRole('button', { name: 'Beep' }));

    await waitFor(() => expect(onSoundError).toHaveBeenCalledTimes(1));
    expect(onSoundError.mock.calls[0][0]).toBeInstanceOf(Error);
    expect(onSoundError.mock.calls[0][0]).toHaveProperty('message', `Failed to load custom sound "${MISSING}"`);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
