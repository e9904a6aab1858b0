import { createContext, useContext } from 'react';

import { defaultCore } from '../runtime/defaultRuntime.ts';
import type { RuntimeCore } from '../runtime/model.ts';

/** The runtime a SoundProvider gives the hooks and components below it. */
export const SoundRuntimeContext = createContext<RuntimeCore | null>(null);

/** The nearest SoundProvider's runtime, else the default one. */
export function useRuntimeCore(): RuntimeCore {
  return useContext(SoundRuntimeContext) ?? defaultCore;
}
