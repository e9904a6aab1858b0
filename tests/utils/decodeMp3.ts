import { execFileSync } from 'node:child_process';

/** Decodes an MP3 with ffmpeg to mono float samples at the file's own rate (ffmpeg honours the gapless tag). */
export function decodeWithFfmpeg(path: string): Float32Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-'], { maxBuffer: 1 << 28 });
  const copy = new Uint8Array(raw.byteLength);
  copy.set(raw);
  return new Float32Array(copy.buffer);
}

export type StreamInfo = { channels: number; sampleRate: number; codec: string };

/** What ffprobe says of the file's audio stream. */
export function probe(path: string): StreamInfo {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries',
    'stream=channels,sample_rate,codec_name', '-of', 'json', path]).toString();
  const stream = (JSON.parse(out) as { streams: { channels: number; sample_rate: string; codec_name: string }[] }).streams[0];
  return { channels: stream.channels, sampleRate: Number(stream.sample_rate), codec: stream.codec_name };
}
