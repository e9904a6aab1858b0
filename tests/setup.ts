import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The sounds-enabled choice falls back to a cookie when localStorage refuses it: no test leaves one behind.
  if (typeof document !== 'undefined') document.cookie = 'react-sfx-enabled=; path=/; max-age=0';
});
