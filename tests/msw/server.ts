/**
 * The msw server of the library's tests: the CDN and a site without self-hosted copies by default,
 * unhandled requests are errors, and every request is logged so tests can count them.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cdnHandlers, noLocalCopyHandlers } from './handlers.ts';

export type LoggedRequest = { readonly method: string; readonly url: string };

export const server = setupServer(...cdnHandlers, ...noLocalCopyHandlers);

/** Every request since the test started, in order (absolute URLs). */
export const requests: LoggedRequest[] = [];

server.events.on('request:start', ({ request }) => {
  requests.push({ method: request.method, url: request.url });
});

/** How many requests with this method went to this absolute URL. */
export function countRequests(method: 'GET' | 'HEAD', url: string): number {
  return requests.filter((request) => request.method === method && request.url === url).length;
}

/** Starts the server for the calling test file and resets handlers and the log after each test. */
export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}
