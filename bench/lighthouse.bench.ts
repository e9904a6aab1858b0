import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import type { Result as LighthouseReport } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

/**
 * Lighthouse (its default config: mobile form factor, simulated throttling) on routes of a site
 * already being served, in Debian's Chromium with a fresh profile per run. Every figure is the
 * median of the runs; the failing audits are those of the run whose performance score is the median.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** An audit that scored below 1 (or could not be scored at all: `score` null, `error` set). */
export type FailingAudit = {
  id: string;
  title: string;
  /** Categories the audit belongs to, with its weight there (0: shown in the report, not scored). */
  categories: Partial<Record<Category, number>>;
  score: number | null;
  displayValue?: string;
  /** Lighthouse's own explanation or error for this audit, when it gave one. */
  explanation?: string;
  error?: string;
  /** The first few rows of the audit's details table (URLs, nodes, source locations, savings), one line each. */
  items: string[];
};

export type RouteFigures = {
  url: string;
  /** Runs that gave every figure; the medians are taken over these. */
  runs: number;
  /** 0-100 integers. */
  scores: Record<Category, number>;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  failingAudits: FailingAudit[];
  /** The median run's LCP element (even when its audit passes). */
  lcpElement?: string;
  /** The median run's long main-thread tasks (what makes up TBT): source, duration, start. */
  longTasks: string[];
  /** Lighthouse's top-level warnings (any run, deduplicated). */
  warnings: string[];
  /** Runs that failed, when some did but not all. */
  runErrors?: string[];
};

export type LighthouseResult = {
  lighthouseVersion: string;
  /** The browser Lighthouse drove, as its user agent names it. */
  browser: string;
  formFactor: string;
  throttlingMethod: string;
  /** Lighthouse's CPU benchmark of this machine (the default throttling assumes about 1000+). */
  benchmarkIndex: number | null;
  runsPerRoute: number;
  durationMs: number;
  routes: Record<string, RouteFigures | { error: string }>;
};

/** Flags on top of the project's CHROMIUM_ARGS: headless, quiet, and no name resolved but the local server's. */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--headless=new',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-domain-reliability',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const RUN_TIMEOUT_MS = 120_000;
const MAX_ITEMS = 6;

type Chromium = { port: number; close: () => Promise<void> };

/** Starts Chromium on a fresh profile with a free debugging port (Chromium picks it and writes it to the profile). */
async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...LIGHTHOUSE_CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const close = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(5000, false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (gone) throw new Error(`Chromium exited before it listened: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
      const port = Number((await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '')).split('\n')[0]);
      if (port > 0) return { port, close };
      if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port within 30 s');
      await sleep(50);
    }
  } catch (error) {
    await close();
    throw error;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run in its own Chromium. */
async function runOnce(url: string): Promise<LighthouseReport> {
  const chromium = await launchChromium();
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chromium.port,
        hostname: '127.0.0.1',
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chromium.close();
  }
}

type Figures = {
  scores: Record<Category, number>;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
};

/** Every figure of one run, or the reason one is missing. */
function figuresOf(lhr: LighthouseReport): Figures {
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`no ${category} score`);
    scores[category] = Math.round(score * 100);
  }
  const metric = (id: string) => {
    const audit = lhr.audits[id];
    if (typeof audit?.numericValue !== 'number') throw new Error(`no ${id}: ${audit?.errorMessage ?? 'audit missing'}`);
    return Math.round(audit.numericValue);
  };
  return {
    scores,
    totalBlockingTimeMs: metric('total-blocking-time'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
  };
}

/** Rounded: Lighthouse scores and timings are whole numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function short(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A details value as one short piece of text. */
function describeValue(value: unknown, valueType?: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') {
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
    if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return short(String(value));
  if (!isRecord(value)) return undefined;
  switch (value.type) {
    case 'node':
      return short([value.nodeLabel, value.snippet, value.selector && `(${String(value.selector)})`, value.explanation && `— ${String(value.explanation)}`]
        .filter(Boolean)
        .join(' '), 300);
    case 'source-location':
      return `${String(value.url)}:${Number(value.line) + 1}:${Number(value.column) + 1}`;
    case 'url':
    case 'code':
    case 'text':
      return short(String(value.value));
    case 'link':
      return `${String(value.text)} <${String(value.url)}>`;
    case 'numeric':
      return describeValue(value.value, valueType);
    default:
      return undefined;
  }
}

/** The first rows of an audit's details, one readable line each. */
function describeItems(details: unknown): string[] {
  if (!isRecord(details)) return [];
  if (details.type === 'list' && Array.isArray(details.items)) {
    return details.items.flatMap((item) => describeItems(item)).slice(0, MAX_ITEMS);
  }
  if (details.type === 'list-section') return describeItems(details.value);
  if (details.type === 'checklist' && isRecord(details.items)) {
    return Object.values(details.items)
      .filter((item): item is Record<string, unknown> => isRecord(item) && item.value === false)
      .map((item) => `not met: ${String(item.label)}`);
  }
  if ((details.type === 'table' || details.type === 'opportunity') && Array.isArray(details.items)) {
    const headings = Array.isArray(details.headings) ? details.headings.filter(isRecord) : [];
    return details.items.slice(0, MAX_ITEMS).flatMap((item) => {
      if (!isRecord(item)) return [];
      const cells = headings.length
        ? headings.map((heading) => {
            const text = typeof heading.key === 'string' ? describeValue(item[heading.key], heading.valueType) : undefined;
            const label = typeof heading.label === 'string' && heading.label ? `${heading.label}: ` : '';
            return text === undefined ? undefined : `${label}${text}`;
          })
        : Object.entries(item).map(([key, value]) => {
            const text = describeValue(value);
            return text === undefined ? undefined : `${key}: ${text}`;
          });
      const line = cells.filter(Boolean).join('; ');
      return line ? [line] : [];
    });
  }
  if (details.type === 'network-tree' || details.type === 'criticalrequestchain') {
    const urls: string[] = [];
    const walk = (chains: unknown) => {
      if (!isRecord(chains)) return;
      for (const [key, node] of Object.entries(chains)) {
        if (!isRecord(node)) continue;
        const request = isRecord(node.request) ? node.request : node;
        urls.push(String(request.url ?? key));
        walk(node.children);
      }
    };
    walk(details.chains);
    return urls.slice(0, MAX_ITEMS).map((url) => `chain: ${url}`);
  }
  return [];
}

/** Audits of the four categories, visible in the report, that scored below 1 or failed to score. */
function failingAudits(lhr: LighthouseReport): FailingAudit[] {
  const membership = new Map<string, Partial<Record<Category, number>>>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      membership.set(ref.id, { ...membership.get(ref.id), [category]: ref.weight });
    }
  }
  const failing: FailingAudit[] = [];
  for (const [id, categories] of membership) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const errored = audit.scoreDisplayMode === 'error';
    if (!errored && (audit.score === null || audit.score >= 1)) continue;
    failing.push({
      id,
      title: audit.title,
      categories,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(audit.explanation ? { explanation: audit.explanation } : {}),
      ...(audit.errorMessage ? { error: audit.errorMessage } : {}),
      items: describeItems(audit.details),
    });
  }
  // Scored audits first (those that move a category score), then by score.
  const weight = (audit: FailingAudit) => Math.max(0, ...Object.values(audit.categories));
  return failing.sort((a, b) => Number(weight(b) > 0) - Number(weight(a) > 0) || (a.score ?? -1) - (b.score ?? -1));
}

function lcpElementOf(lhr: LighthouseReport): { lcpElement?: string } {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const element = describeItems(details)[0];
  return element ? { lcpElement: element.replace(/^Element: /, '') } : {};
}

function longTasksOf(lhr: LighthouseReport): string[] {
  const details: unknown = lhr.audits['long-tasks']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items
    .filter(isRecord)
    .slice(0, MAX_ITEMS)
    .map((task) => `${String(task.url)}: ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms`);
}

/**
 * Lighthouse on each route of a served site, `runs` times (fresh Chromium and profile each time,
 * routes interleaved so machine noise spreads over all of them), reduced to medians.
 */
export async function lighthouseBench(siteUrl: string, routes: string[], runs = 3): Promise<LighthouseResult> {
  const started = performance.now();
  const reports = new Map<string, LighthouseReport[]>(routes.map((route) => [route, []]));
  const errors = new Map<string, string[]>(routes.map((route) => [route, []]));
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      const url = new URL(route, siteUrl).href;
      try {
        const lhr = await runOnce(url);
        figuresOf(lhr); // throws when a figure is missing
        reports.get(route)?.push(lhr);
      } catch (error) {
        errors.get(route)?.push(`run ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  const result: LighthouseResult = {
    lighthouseVersion: '',
    browser: '',
    formFactor: '',
    throttlingMethod: '',
    benchmarkIndex: null,
    runsPerRoute: runs,
    durationMs: 0,
    routes: {},
  };
  const benchmarks: number[] = [];
  for (const route of routes) {
    const lhrs = reports.get(route) ?? [];
    const runErrors = errors.get(route) ?? [];
    if (!lhrs.length) {
      result.routes[route] = { error: runErrors.join('; ') || 'no run' };
      continue;
    }
    const figures = lhrs.map(figuresOf);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(figures.map((f) => f.scores[category]))]),
    ) as Record<Category, number>;
    // The median run: middle performance score, ties broken by LCP then TBT.
    const order = lhrs
      .map((lhr, index) => ({ lhr, figures: figures[index] }))
      .sort(
        (a, b) =>
          a.figures.scores.performance - b.figures.scores.performance ||
          b.figures.largestContentfulPaintMs - a.figures.largestContentfulPaintMs ||
          b.figures.totalBlockingTimeMs - a.figures.totalBlockingTimeMs,
      );
    const medianRun = order[Math.floor((order.length - 1) / 2)].lhr;
    const first = lhrs[0];
    result.lighthouseVersion = first.lighthouseVersion;
    result.browser = first.environment.hostUserAgent;
    result.formFactor = first.configSettings.formFactor;
    result.throttlingMethod = first.configSettings.throttlingMethod;
    benchmarks.push(...lhrs.map((lhr) => lhr.environment.benchmarkIndex));
    result.routes[route] = {
      url: medianRun.finalDisplayedUrl,
      runs: lhrs.length,
      scores,
      totalBlockingTimeMs: median(figures.map((f) => f.totalBlockingTimeMs)),
      firstContentfulPaintMs: median(figures.map((f) => f.firstContentfulPaintMs)),
      largestContentfulPaintMs: median(figures.map((f) => f.largestContentfulPaintMs)),
      failingAudits: failingAudits(medianRun),
      ...lcpElementOf(medianRun),
      longTasks: longTasksOf(medianRun),
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings))],
      ...(runErrors.length ? { runErrors } : {}),
    };
  }
  result.benchmarkIndex = benchmarks.length ? median(benchmarks) : null;
  result.durationMs = Math.round(performance.now() - started);
  return result;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value} ms`;

/** A table of the medians per route, then each route's failing audits and warnings. */
export function lighthouseLines(result: LighthouseResult): string[] {
  const seconds = `${(result.durationMs / 1000).toFixed(1)} s`;
  const lines = [
    result.lighthouseVersion
      ? `lighthouse ${result.lighthouseVersion} (${result.formFactor}, ${result.throttlingMethod} throttling, median of ${result.runsPerRoute} runs, ` +
        `benchmark index ${result.benchmarkIndex ?? '?'}, ${seconds}) on ${result.browser}:`
      : `lighthouse: no run succeeded (${seconds}):`,
  ];
  const header = ['route', 'perf', 'a11y', 'best practices', 'SEO', 'TBT', 'FCP', 'LCP'];
  const rows = Object.entries(result.routes).map(([route, figures]) =>
    'error' in figures
      ? [route, `error: ${figures.error}`]
      : [
          route,
          String(figures.scores.performance),
          String(figures.scores.accessibility),
          String(figures.scores['best-practices']),
          String(figures.scores.seo),
          ms(figures.totalBlockingTimeMs),
          ms(figures.firstContentfulPaintMs),
          ms(figures.largestContentfulPaintMs),
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.filter((row) => row.length === header.length).map((row) => row[column].length)),
  );
  const format = (row: string[]) =>
    `         ${row.length === header.length ? row.map((cell, column) => pad(cell, widths[column])).join(' | ') : row.join(' | ')}`.trimEnd();
  lines.push(format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format));
  for (const [route, figures] of Object.entries(result.routes)) {
    if ('error' in figures) continue;
    if (figures.lcpElement) lines.push(`         ${route}: LCP element: ${figures.lcpElement}`);
    if (figures.longTasks.length) lines.push(`         ${route}: long tasks: ${figures.longTasks.join('; ')}`);
    if (figures.runErrors) lines.push(`         ${route}: ${figures.runErrors.length} failed run(s): ${figures.runErrors.join('; ')}`);
    for (const warning of figures.warnings) lines.push(`         ${route}: warning: ${warning}`);
    if (!figures.failingAudits.length) {
      lines.push(`         ${route}: no audit below 1`);
      continue;
    }
    lines.push(`         ${route}: audits below 1:`);
    for (const audit of figures.failingAudits) {
      const where = Object.entries(audit.categories)
        .map(([category, weight]) => `${category}${weight ? '' : ' (unscored)'}`)
        .join(', ');
      const score = audit.score === null ? 'error' : audit.score.toFixed(2);
      const extra = [audit.displayValue, audit.explanation, audit.error].filter(Boolean).join(' — ');
      lines.push(`           ${audit.id} [${where}] ${score}: ${audit.title}${extra ? ` — ${extra}` : ''}`);
      for (const item of audit.items) lines.push(`             · ${item}`);
    }
  }
  return lines;
}
