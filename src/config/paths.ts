/** Every route path of the site; components link with these, never with string literals. */
export const paths = {
  home: '/',
  sounds: '/sounds',
  docs: '/docs',
} as const;
