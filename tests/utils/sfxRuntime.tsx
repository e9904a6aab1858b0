/**
 * Each test gets its own sound runtime (createSoundRuntime), as a page that has just loaded the library:
 * its own registry, enabled flag, events, unlock and CDN base, with nothing carried over from the test
 * before. `sfx` is the package as a test calls it: the top-level functions a runtime has (playSound,
 * setCDNUrl, subscribeSoundEvents, …) act on the test's runtime, everything else is the package's own.
 * `render` and `renderHook` render under `<SoundProvider runtime>` of that runtime, so the hooks and
 * components use it too.
 */
import {
  type RenderHookOptions,
  type RenderOptions,
  render as renderInDocument,
  renderHook as renderHookInDocument,
} from '@testing-library/react';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import * as Sfx from '../../src/sfx/index.ts';
import { CDN_BASE } from '../msw/handlers.ts';
import { type ObjectUrlLog, stubObjectUrls } from './objectUrls.ts';

export type SfxModule = typeof Sfx;

let current: Sfx.SoundRuntime | undefined;

/** A new runtime fetching from the test CDN, which `render` and `renderHook` render under from now on. */
export function newRuntime(options: Sfx.SoundRuntimeOptions = {}): Sfx.SoundRuntime {
  current = Sfx.createSoundRuntime({ cdnUrl: CDN_BASE, ...options });
  return current;
}

/** The package with the functions of `runtime` in place of the default runtime's. */
export function sfxOn(runtime: Sfx.SoundRuntime): SfxModule {
  const methods = Object.entries(runtime).filter(([, value]) => typeof value === 'function');
  return { ...Sfx, ...Object.fromEntries(methods) };
}

/** The package on a new runtime (see newRuntime). */
export function newSfx(options?: Sfx.SoundRuntimeOptions): SfxModule {
  return sfxOn(newRuntime(options));
}

/**
 * Each test of the calling file starts as a new page: the fake engine reset, empty storage, object URLs
 * stubbed, a new runtime (handed to `onCreated` as the package on it); mocks are restored after it.
 */
export function runtimePerTest(engine: { reset: () => void }, onCreated: (sfx: SfxModule, urls: ObjectUrlLog) => void): void {
  beforeEach(() => {
    engine.reset();
    localStorage.clear();
    const urls = stubObjectUrls();
    onCreated(newSfx(), urls);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** The test's runtime around the test's own wrapper, if it has one. */
function withinRuntime(Inner: Wrapper | undefined): Wrapper {
  const runtime = current;
  if (!runtime) throw new Error('No runtime yet: call newRuntime() or runtimePerTest() first');
  return function WithinRuntime({ children }: { children: ReactNode }) {
    return <Sfx.SoundProvider runtime={runtime}>{Inner ? <Inner>{children}</Inner> : children}</Sfx.SoundProvider>;
  };
}

/** RTL's render, under the test's runtime. */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'queries'> = {}) {
  return renderInDocument(ui, { ...options, wrapper: withinRuntime(options.wrapper) });
}

/** RTL's renderHook, under the test's runtime. */
export function renderHook<Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  return renderHookInDocument(hook, { ...options, wrapper: withinRuntime(options.wrapper) });
}
