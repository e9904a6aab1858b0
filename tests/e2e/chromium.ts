/** Debian's Chromium, as tests and benchmarks drive it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (CI runs as root), and everything that would reach the network off. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
