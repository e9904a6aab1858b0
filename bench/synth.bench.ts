import { categories } from '../synth/categories.ts';
import { createRng, hashSeed } from '../synth/dsp/rng.ts';
import { master } from '../synth/encode/master.ts';
import { encodeMp3 } from '../synth/encode/mp3.ts';
import { catalogueKeys, referenceSeconds } from '../synth/render.ts';

export type SynthTime = { totalMs: number; renderMs: number; masterMs: number; encodeMp3Ms: number; lines: string[] };

/** Where the sound studio spends its time (what `npm run synth` does, less writing files), per category. */
export async function synthBench(): Promise<SynthTime> {
  const totals = { render: 0, master: 0, encode: 0 };
  const lines = ['synth: category      render ms  master ms  encode ms   audio s'];
  for (const [category, settings] of Object.entries(categories)) {
    const row = { render: 0, master: 0, encode: 0, audio: 0 };
    for (const key of catalogueKeys.filter((k) => k.startsWith(`${category}/`))) {
      const recipe = settings.recipes[key.split('/')[1]];
      let t = performance.now();
      const raw = recipe.render(createRng(hashSeed(key)));
      row.render += performance.now() - t;
      t = performance.now();
      const loop = recipe.loop ?? false;
      const signal = master(raw, { seconds: recipe.seconds ?? referenceSeconds(key), loop, targetDb: settings.targetDb });
      row.master += performance.now() - t;
      t = performance.now();
      await encodeMp3(signal, { quality: settings.quality, loop });
      row.encode += performance.now() - t;
      row.audio += signal.length / 44100;
    }
    totals.render += row.render;
    totals.master += row.master;
    totals.encode += row.encode;
    lines.push(`       ${category.padEnd(13)}${row.render.toFixed(0).padStart(10)}${row.master.toFixed(0).padStart(11)}${row.encode.toFixed(0).padStart(11)}${row.audio.toFixed(1).padStart(10)}`);
  }
  const all = totals.render + totals.master + totals.encode;
  lines.push(`       total ${all.toFixed(0)} ms; render ${((totals.render / all) * 100).toFixed(0)}%, master ${((totals.master / all) * 100).toFixed(0)}%, encode ${((totals.encode / all) * 100).toFixed(0)}%`);
  return { totalMs: all, renderMs: totals.render, masterMs: totals.master, encodeMp3Ms: totals.encode, lines };
}
