import { http, HttpResponse } from 'msw';
import { setCDNUrl } from 'react-sfx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, selectDownloadStatus, soundDownloadRequested } from '../../../store/downloadsSlice.ts';
import { makeStore } from '../../../store/store.ts';
import { CDN_BASE, cdnUrlOf, soundBytes } from '../../msw/handlers.ts';
import { server, startMockServer } from '../../msw/server.ts';

startMockServer();

type Saved = { blob: Blob; fileName: string };

function storeRecordingSaves() {
  const saved: Saved[] = [];
  const store = makeStore({ saveFile: (blob, fileName) => saved.push({ blob, fileName }) });
  return { store, saved };
}

beforeEach(() => setCDNUrl(CDN_BASE));
afterEach(() => vi.restoreAllMocks());

describe('downloadFileName', () => {
  it.each([
    ['arcade/coin', 'coin.mp3'],
    ['notification/success_chime', 'success_chime.mp3'],
    ['plain', 'plain.mp3'],
  ])('%s -> %s', (key, name) => {
    expect(downloadFileName(key)).toBe(name);
  });
});

describe('soundDownloadRequested', () => {
  it('saves the real MP3 bytes as <name>.mp3, downloading meanwhile', async () => {
    const { store, saved } = storeRecordingSaves();
    const done = store.dispatch(soundDownloadRequested('arcade/coin'));
    expect(selectDownloadStatus(store.getState(), 'arcade/coin')).toBe('downloading');
    await done;
    expect(selectDownloadStatus(store.getState(), 'arcade/coin')).toBe('idle');
    expect(saved.map((file) => file.fileName)).toEqual(['coin.mp3']);
    expect(new Uint8Array(await saved[0].blob.arrayBuffer())).toEqual(soundBytes('arcade/coin'));
  });

  it('ignores a second request while the first downloads', async () => {
    const { store, saved } = storeRecordingSaves();
    await Promise.all([store.dispatch(soundDownloadRequested('ui/copy')), store.dispatch(soundDownloadRequested('ui/copy'))]);
    expect(saved).toHaveLength(1);
  });

  it('reports a failure on the console only, and ends downloading', async () => {
    server.use(http.get(cdnUrlOf('arcade/coin'), () => new HttpResponse(null, { status: 500 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, saved } = storeRecordingSaves();
    await store.dispatch(soundDownloadRequested('arcade/coin'));
    expect(saved).toEqual([]);
    expect(selectDownloadStatus(store.getState(), 'arcade/coin')).toBe('idle');
    expect(consoleError).toHaveBeenCalledWith('Download failed', expect.any(Error));
  });
});
