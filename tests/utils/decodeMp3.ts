import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soundCatalogue } from '../../src/sfx/catalogue.ts';

/** The samples of raw f32le bytes, copied into a buffer of their own (Node's may be pooled and unaligned). */
function floatsOf(raw: Uint8Array): Float32Array {
  const copy = new Uint8Array(raw.byteLength);
  copy.set(raw);
  return new Float32Array(copy.buffer);
}

export type StreamInfo = { channels: number; sampleRate: number; codec: string };

/** A file as ffmpeg decoded it: its samples (mono floats at its own rate) and its audio stream. */
export type Decoded = { samples: Float32Array; stream: StreamInfo };

/**
 * Decodes MP3s as users' decoders see them (ffmpeg honours the gapless tag), each to mono float samples at its
 * own rate, with the audio stream ffmpeg read in each. All in one ffmpeg run, each file its own input: an ffmpeg
 * and an ffprobe for each of the 72 files took about 30 s of a CI run; one run takes about 2 s.
 */
export function decodeAllWithFfmpeg(paths: readonly string[]): Map<string, Decoded> {
  const dir = mkdtempSync(join(tmpdir(), 'react-sfx-decoded-'));
  try {
    const outputs = paths.map((_, index) => join(dir, `${index}.f32`));
    const args = ['-hide_banner', '-nostdin', '-v', 'info', ...paths.flatMap((path) => ['-i', path])];
    for (const [index, output] of outputs.entries()) args.push('-map', `${index}:a:0`, '-f', 'f32le', output);
    const run = spawnSync('ffmpeg', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (run.error ?? run.status !== 0) throw new Error(`ffmpeg failed (${run.error?.message ?? `status ${run.status}`}): ${run.stderr?.slice(-2000)}`);
    // The inputs' streams are listed before the outputs', each as "Stream #<input>:0…: Audio: mp3, 44100 Hz, mono, …".
    return new Map(paths.map((path, index) => {
      const line = new RegExp(`Stream #${index}:0\\b.*?: Audio: (\\w+)[^\\n]*?, (\\d+) Hz, (\\w+)`).exec(run.stderr);
      if (!line) throw new Error(`ffmpeg named no audio stream for ${path}`);
      const channels = ({ mono: 1, stereo: 2 } as Record<string, number>)[line[3]] ?? Number.NaN;
      return [path, { samples: floatsOf(readFileSync(outputs[index])), stream: { codec: line[1], sampleRate: Number(line[2]), channels } }];
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where `npm run synth` writes the catalogue's files. */
const CATALOGUE_DIR = join(import.meta.dirname, '../../public/cdn/v1');

/** Every catalogue sound's file as ffmpeg decodes it (decodeAllWithFfmpeg), by the sound's name. */
export function decodeCatalogueFiles(): Map<string, Decoded> {
  const entries = Object.entries(soundCatalogue).map(([key, info]) => [key, join(CATALOGUE_DIR, info.src)] as const);
  for (const [, path] of entries) if (!existsSync(path)) throw new Error(`${path} is missing: run npm run synth`);
  const files = decodeAllWithFfmpeg(entries.map(([, path]) => path));
  return new Map(entries.map(([key, path]) => {
    const file = files.get(path);
    if (!file) throw new Error(`${path} was not decoded`);
    return [key, file];
  }));
}
