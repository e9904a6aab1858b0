/**
 * The Sound Studio's worker: runs synth's recipes, reshaping and mastering off the main thread, so
 * the page stays responsive while a 22 s bed renders, and encodes exports.
 */
import type { StudioRequest, StudioResponse } from './protocol.ts';
import { EncoderUnavailableError, createStudioRenderer } from './studioRenderer.ts';

const renderer = createStudioRenderer();

/** Samples and file bytes are moved to the page, not copied: a 22 s bed is 4 MB. */
function reply(response: StudioResponse): void {
  const transfer = response.type === 'rendered' ? [response.samples.buffer] : response.type === 'exported' ? [response.bytes.buffer] : [];
  globalThis.postMessage(response, { transfer });
}

async function answer(request: StudioRequest): Promise<StudioResponse> {
  if (request.type === 'render') return { type: 'rendered', id: request.id, ...renderer.render(request.settings) };
  const bytes = await renderer.exportFile(request.settings, request.format);
  return { type: 'exported', id: request.id, format: request.format, bytes };
}

globalThis.addEventListener('message', (event: MessageEvent<StudioRequest>) => {
  const request = event.data;
  answer(request).then(reply, (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    reply({ type: 'failed', id: request.id, message, ...(error instanceof EncoderUnavailableError ? { cause: 'encoder' as const } : {}) });
  });
});
