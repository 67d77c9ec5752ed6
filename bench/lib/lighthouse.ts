import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export interface PageScore {
  page: string;
  url: string;
  /** Lighthouse category scores, 0-100, with its default mobile settings (Moto G Power, slow 4G, simulated). */
  performance: number;
  accessibility: number;
  metrics: {
    firstContentfulPaintMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
    speedIndexMs: number;
  };
  /** The audits that cost points (performance opportunities and failed accessibility checks). */
  shortfalls: string[];
  /** Lighthouse's CPU benchmark of the machine during this page's run. */
  benchmarkIndex: number;
}

export interface PageFailure {
  page: string;
  url: string;
  error: string;
}

/**
 * The browser and how fast Lighthouse found the machine: its simulated phone multiplies what it
 * observes here, so the same pages score differently on another machine or Chromium.
 */
export interface LighthouseHost {
  /** `chromium --version`. */
  chromium: string;
  /** Lighthouse's own CPU benchmark of this machine (higher is faster), the median of the runs. */
  benchmarkIndex: number;
}

export type LighthouseOutcome =
  | { pages: PageScore[]; failed: PageFailure[]; host: LighthouseHost }
  | { skipped: string };

// Without the networking flags Chromium keeps dialling hosts a machine with no outside network cannot reach.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

type Audit = Result['audits'][string];

/** For a failed accessibility check: the first few elements it names, so the report says where. */
function where(audit: Audit | undefined): string {
  const details = audit?.details && 'items' in audit.details ? audit.details.items : [];
  // Most audits list items; a few (the network tree) keep an object there instead.
  const items = (Array.isArray(details) ? details : []) as { node?: { selector?: string } }[];
  const selectors = items.flatMap((item) => item.node?.selector ?? []).slice(0, 3);
  return selectors.length ? `: ${selectors.map((selector) => `\`${selector}\``).join(', ')}` : '';
}

// Lighthouse's own advice for a stable figure: the median of several runs (BENCH_LIGHTHOUSE_RUNS).
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The item in the middle once sorted by `by` (the lower middle of an even count). */
function median<T>(items: T[], by: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The run whose performance score is the median of the runs (its metrics reported with it). */
const medianRun = (runs: PageScore[]) => median(runs, (run) => run.performance) as PageScore;

/** Lighthouse (mobile) for each page, the median of RUNS runs, one after another in one Chromium. */
export async function lighthouseScores(pages: { page: string; url: string }[]): Promise<LighthouseOutcome> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    return { skipped: `no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH)` };
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const scores: PageScore[] = [];
    const failed: PageFailure[] = [];
    for (const { page, url } of pages) {
      console.log(`  Lighthouse: ${page} (${url})`);
      const outcome = await auditMedian(chrome.port, page, url);
      if ('error' in outcome) failed.push(outcome);
      else scores.push(outcome);
      console.log(
        'error' in outcome
          ? `    not measured: ${outcome.error}`
          : `    performance ${outcome.performance}, accessibility ${outcome.accessibility} (median of ${RUNS}), LCP ${outcome.metrics.largestContentfulPaintMs} ms, TBT ${outcome.metrics.totalBlockingTimeMs} ms, CLS ${outcome.metrics.cumulativeLayoutShift}`,
      );
    }
    const host = {
      chromium: execFileSync(chromePath, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
      benchmarkIndex: median(scores, (score) => score.benchmarkIndex)?.benchmarkIndex ?? 0,
    };
    return { pages: scores, failed, host };
  } finally {
    chrome.kill();
  }
}

/** RUNS runs of one page, reported by the median one; the first failure ends them. */
async function auditMedian(port: number, page: string, url: string): Promise<PageScore | PageFailure> {
  const runs: PageScore[] = [];
  while (runs.length < RUNS) {
    // One more try: on a busy machine Chromium now and then reports that nothing was painted.
    const outcome = await audit(port, page, url)
      .catch(() => audit(port, page, url))
      .catch((error: Error): PageFailure => ({ page, url, error: error.message }));
    if ('error' in outcome) return outcome;
    runs.push(outcome);
  }
  return medianRun(runs);
}

/** One Lighthouse run; a page it could not load comes back as a failure, to be reported as such. */
async function audit(port: number, page: string, url: string): Promise<PageScore | PageFailure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) return { page, url, error: 'Lighthouse returned nothing' };
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const shortfalls = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 || category.id === 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${category.id}: ${a?.title}${a?.displayValue ? ` (${a.displayValue})` : ''}${where(a)}`),
  );
  return {
    page,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(value('total-blocking-time')),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
      speedIndexMs: Math.round(value('speed-index')),
    },
    shortfalls,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}
