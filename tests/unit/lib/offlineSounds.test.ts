import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveForOffline } from '../../../src/lib/offlineSounds.ts';
import { cdnUrlOf } from '../../msw/handlers.ts';
import { countRequests, server, startMockServer } from '../../msw/server.ts';

startMockServer();

const KEYS = ['ui/copy', 'ui/send', 'game/coin', 'arcade/jump', 'notification/info', 'ui/toggle_on'] as const;
const URLS = KEYS.map(cdnUrlOf);

describe('saveForOffline', () => {
  it('fetches every file once, whole, and reports progress up to the total', async () => {
    const progress: string[] = [];
    const result = await saveForOffline(URLS, new AbortController().signal, ({ done, total }) => progress.push(`${done}/${total}`));
    expect(result).toEqual({ saved: 6, failed: 0, total: 6, cancelled: false });
    expect(progress).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    for (const url of URLS) expect(countRequests('GET', url)).toBe(1);
  });

  it('counts failures and goes on with the rest (a dropped network part-way)', async () => {
    server.use(http.get(URLS[2], () => HttpResponse.error()), http.get(URLS[4], () => new HttpResponse(null, { status: 500 })));
    const result = await saveForOffline(URLS, new AbortController().signal, () => undefined);
    expect(result).toEqual({ saved: 4, failed: 2, total: 6, cancelled: false });
  });

  it('stops starting new files once cancelled', async () => {
    const controller = new AbortController();
    const result = await saveForOffline(URLS, controller.signal, ({ done }) => {
      if (done === 1) controller.abort();
    });
    expect(result.cancelled).toBe(true);
    expect(result.saved + result.failed).toBeLessThan(URLS.length);
  });
});
