import type { DownloadOutcome } from './download.ts';
import { formatBytes } from './format.ts';
import type { CliIo } from './io.ts';

export type Progress = {
  readonly report: (outcome: DownloadOutcome) => void;
  readonly finish: () => void;
};

function lineFor(outcome: DownloadOutcome): string {
  switch (outcome.status) {
    case 'downloaded':
      return `✓ ${outcome.name} (${formatBytes(outcome.bytes)})`;
    case 'skipped':
      return `- ${outcome.name} (already present)`;
    case 'failed':
      return `✗ ${outcome.name}: ${outcome.reason}`;
  }
}

/**
 * One permanent line per finished file, prefixed `[n/total]`; failures go to stderr. On a terminal
 * a status line below them is redrawn in place; piped output (CI logs, files) gets plain lines only.
 */
export function createProgress(io: CliIo, total: number): Progress {
  const live = io.stdout.isTTY === true;
  let finished = 0;
  let statusShown = false;

  const clearStatus = (): void => {
    if (statusShown) io.stdout.write('\r\x1b[K');
    statusShown = false;
  };
  const showStatus = (): void => {
    if (!live || finished >= total) return;
    io.stdout.write(`[${finished}/${total}] downloading…`);
    statusShown = true;
  };

  showStatus();
  return {
    report(outcome) {
      finished += 1;
      clearStatus();
      const stream = outcome.status === 'failed' ? io.stderr : io.stdout;
      stream.write(`[${finished}/${total}] ${lineFor(outcome)}\n`);
      showStatus();
    },
    finish: clearStatus,
  };
}
