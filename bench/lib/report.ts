import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FINDING_P99_TARGET_MS, type FindingGrowthPoint } from './finding';
import type { FirstStart } from './first-start';
import type { LighthouseOutcome } from './lighthouse';
import type { MixedRun } from './mixed';
import type { OrderTally } from './orders';
import type { Comparison } from './scenarios';
import { repoRoot } from './server';
import type { RouteWeight } from './storefront-size';

export interface BenchResults {
  date: string;
  wallSeconds: number;
  machine: { cpus: number; loadAverageAtStart: number[]; node: string; postgres: string };
  settings: { products: number; connections: number; durationSeconds: number; warmupSeconds: number };
  catalogueReads: Comparison[];
  /** The same reads while a second process places orders and changes carts. */
  whileBuying: MixedRun;
  /** The filtered-list read at each catalogue size, on a database of its own. */
  findingGrowth: FindingGrowthPoint[];
  orders: {
    comparison: Comparison;
    ordersPerSecond: number;
    placeLatencyP50Ms: number;
    placeLatencyP99Ms: number;
    tally: Omit<OrderTally, 'placeLatenciesMs'>;
    stock: { ok: boolean } & Record<string, number | boolean>;
  };
  serverMemoryPeakMb: number;
  serverMemoryByPhaseMb: Record<string, number>;
  /** A first `npm start` with the demo store on a fresh folder, then browsing, on each database. */
  firstStarts: FirstStart[];
  storefront: RouteWeight[];
  lighthouse: LighthouseOutcome;
}

/** A run of the load part alone (`--only load`): what the full run measures first, with the load average at both ends. */
export type LoadResults = Pick<
  BenchResults,
  | 'date'
  | 'wallSeconds'
  | 'settings'
  | 'catalogueReads'
  | 'whileBuying'
  | 'orders'
  | 'serverMemoryPeakMb'
  | 'serverMemoryByPhaseMb'
> & { machine: BenchResults['machine'] & { loadAverageAtEnd: number[] } };

const parts = ['growth', 'load'] as const;

/** `npm run bench -- --only growth|load`: the part asked for, if any. */
export function onlyPart(argv: string[]): (typeof parts)[number] | undefined {
  const at = argv.indexOf('--only');
  if (at < 0) return undefined;
  const part = parts.find((p) => p === argv[at + 1]);
  if (!part) throw new Error(`--only takes one part: ${parts.map((p) => `--only ${p}`).join(' or ')}`);
  return part;
}

/** The issue's targets (2 cores, PostgreSQL, 10,000 products, 20 connections). */
export const targets = {
  readRatio: 0.5,
  readP99Ms: 25,
  /** Reads while buying keep this share of their requests/s without writes. */
  keptWhileBuying: 0.7,
  ordersPerSecond: 200,
  orderP99Ms: 100,
  memoryMb: 250,
  shopperJsKb: 130,
  performance: 90,
  accessibility: 95,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.1,
};

interface Check {
  figure: string;
  measured: string;
  target: string;
  pass: boolean;
  ratio: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const mark = (pass: boolean) => (pass ? 'pass' : '**miss**');

export function checks(
  results: Pick<BenchResults, 'catalogueReads' | 'whileBuying' | 'orders' | 'serverMemoryPeakMb'> &
    Partial<BenchResults>,
): Check[] {
  const rows: Check[] = [];
  for (const read of results.catalogueReads) {
    rows.push({
      figure: `${read.scenario}: requests/s`,
      measured: `${read.real.requestsPerSecond} (ceiling ${read.ceiling.requestsPerSecond})`,
      target: `>= ${targets.readRatio * 100}% of ceiling`,
      pass: read.ratio >= targets.readRatio,
      ratio: percent(read.ratio),
    });
    const p99Target = read.p99TargetMs ?? targets.readP99Ms;
    rows.push({
      figure: `${read.scenario}: p99 latency`,
      measured: `${read.real.latencyP99Ms} ms (p50 ${read.real.latencyP50Ms} ms)`,
      target: `< ${p99Target} ms`,
      pass: read.real.latencyP99Ms < p99Target,
      ratio: `ceiling p99 ${read.ceiling.latencyP99Ms} ms`,
    });
  }
  for (const read of results.whileBuying.reads) {
    rows.push({
      figure: `${read.scenario} while buying: requests/s`,
      measured: `${read.withWrites.requestsPerSecond} (without writes ${read.alone.requestsPerSecond})`,
      target: `>= ${targets.keptWhileBuying * 100}% of without writes`,
      pass: read.kept >= targets.keptWhileBuying,
      ratio: `${percent(read.kept)} kept`,
    });
    rows.push({
      figure: `${read.scenario} while buying: p99 latency`,
      measured: `${read.withWrites.latencyP99Ms} ms (p50 ${read.withWrites.latencyP50Ms} ms)`,
      target: `< ${targets.readP99Ms} ms`,
      pass: read.withWrites.latencyP99Ms < targets.readP99Ms,
      ratio: `without writes p99 ${read.alone.latencyP99Ms} ms`,
    });
  }
  const { writer, writes } = results.whileBuying;
  const ordersDone = (writer.ordersPlaced + writer.ordersRefused) / Math.max(1, writer.seconds);
  const changesDone = writer.cartChanges / Math.max(1, writer.seconds);
  rows.push({
    figure: 'writes while browsing (a second process)',
    measured: `${ordersDone.toFixed(1)} orders/s (${writer.ordersPlaced} placed, ${writer.ordersRefused} sold out), ${changesDone.toFixed(1)} cart changes/s; ${writer.skipped} not sent, failures ${JSON.stringify(writer.failures)}`,
    target: `${writes.ordersPerSecond} orders/s and ${writes.cartChangesPerSecond} cart changes/s`,
    pass:
      ordersDone >= writes.ordersPerSecond * 0.95 &&
      changesDone >= writes.cartChangesPerSecond * 0.95 &&
      Object.keys(writer.failures).length === 0,
    ratio: '',
  });
  for (const point of results.findingGrowth ?? []) {
    rows.push({
      figure: `filtered lists (cold) at ${point.products.toLocaleString('en-IN')} products: p99 latency`,
      measured: `${point.latencyP99Ms} ms (p50 ${point.latencyP50Ms} ms)`,
      target: point.products >= 100_000 ? `< ${FINDING_P99_TARGET_MS} ms` : 'how it grows',
      pass: point.products < 100_000 || point.latencyP99Ms < FINDING_P99_TARGET_MS,
      ratio: percent(point.ratio),
    });
  }
  const { orders } = results;
  rows.push({
    figure: 'order placement: orders/s',
    measured: `${orders.ordersPerSecond} (${orders.tally.placed} placed)`,
    target: `>= ${targets.ordersPerSecond}`,
    pass: orders.ordersPerSecond >= targets.ordersPerSecond,
    ratio: `${percent(orders.comparison.ratio)} (requests/s)`,
  });
  rows.push({
    figure: 'order placement: p99 latency',
    measured: `${orders.placeLatencyP99Ms} ms (p50 ${orders.placeLatencyP50Ms} ms)`,
    target: `< ${targets.orderP99Ms} ms`,
    pass: orders.placeLatencyP99Ms < targets.orderP99Ms,
    ratio: `ceiling p99 ${orders.comparison.ceiling.latencyP99Ms} ms`,
  });
  rows.push({
    figure: 'order placement: no oversell',
    measured: `${orders.stock.variantsBelowZero} below zero, ${orders.stock.variantsOversold} oversold, ${orders.stock.variantsWithUnitsUnaccounted} with units unaccounted; ${orders.stock.variantsSoldOut} sold out`,
    target: 'none',
    pass: orders.stock.ok,
    ratio: '',
  });
  rows.push({
    figure: 'server memory (peak RSS)',
    measured: `${results.serverMemoryPeakMb} MB`,
    target: `< ${targets.memoryMb} MB`,
    pass: results.serverMemoryPeakMb < targets.memoryMb,
    ratio: '',
  });
  for (const start of results.firstStarts ?? []) {
    const peak = Math.max(start.startPeakMb, start.browsingPeakMb);
    rows.push({
      figure: `first start with the demo store on ${start.database}: peak RSS`,
      measured: `${peak} MB (start ${start.startPeakMb} MB, healthy in ${start.secondsToHealthy} s; browsing ${start.browsingSeconds} s ${start.browsingPeakMb} MB)`,
      target: `< ${targets.memoryMb} MB`,
      pass: peak < targets.memoryMb,
      ratio: '',
    });
  }
  if (!results.storefront || !results.lighthouse) return rows;
  const shopper = results.storefront.filter((route) => route.area === 'shopper');
  const heaviest = Math.max(...shopper.map((route) => route.jsGzipBytes));
  rows.push({
    figure: 'shopper routes: gzipped JS on first load (heaviest)',
    measured: kb(heaviest),
    target: `<= ${targets.shopperJsKb} kB`,
    pass: heaviest <= targets.shopperJsKb * 1000,
    ratio: '',
  });
  if ('pages' in results.lighthouse) {
    for (const page of results.lighthouse.pages) {
      rows.push({
        figure: `Lighthouse mobile, ${page.page}: performance`,
        measured: String(page.performance),
        target: `>= ${targets.performance}`,
        pass: page.performance >= targets.performance,
        ratio: '',
      });
      rows.push({
        figure: `Lighthouse mobile, ${page.page}: accessibility`,
        measured: String(page.accessibility),
        target: `>= ${targets.accessibility}`,
        pass: page.accessibility >= targets.accessibility,
        ratio: '',
      });
      const {
        largestContentfulPaintMs: lcp,
        totalBlockingTimeMs: tbt,
        cumulativeLayoutShift: cls,
      } = page.metrics;
      rows.push({
        figure: `Lighthouse mobile, ${page.page}: LCP, TBT, CLS`,
        measured: `${lcp} ms, ${tbt} ms, ${cls}`,
        target: `< ${targets.largestContentfulPaintMs} ms, < ${targets.totalBlockingTimeMs} ms, < ${targets.cumulativeLayoutShift}`,
        pass:
          lcp < targets.largestContentfulPaintMs &&
          tbt < targets.totalBlockingTimeMs &&
          cls < targets.cumulativeLayoutShift,
        ratio: '',
      });
    }
    for (const page of results.lighthouse.failed) {
      rows.push({
        figure: `Lighthouse mobile, ${page.page}`,
        measured: `not measured: ${page.error}`,
        target: `performance >= ${targets.performance}, accessibility >= ${targets.accessibility}`,
        pass: false,
        ratio: '',
      });
    }
  } else {
    rows.push({
      figure: 'Lighthouse mobile',
      measured: `not run: ${results.lighthouse.skipped}`,
      target: `performance >= ${targets.performance}, accessibility >= ${targets.accessibility}`,
      pass: false,
      ratio: '',
    });
  }
  return rows;
}

function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function targetsTable(results: BenchResults): string {
  return table(
    ['Figure', 'Measured', 'Target', 'Result', 'Beside the ceiling (same run)'],
    checks(results).map((c) => [c.figure, c.measured, c.target, mark(c.pass), c.ratio]),
  );
}

function markdown(results: BenchResults, jsonName: string): string {
  const { machine, settings, orders } = results;
  const loads = [...results.catalogueReads, orders.comparison];
  const sections = [
    `# Benchmark results, ${results.date.slice(0, 10)}`,
    `\`npm run bench\` on ${machine.cpus} cores (load average ${machine.loadAverageAtStart.join(', ')} at the start), ` +
      `Node ${machine.node}, ${machine.postgres}; the demo store plus ${settings.products.toLocaleString('en-IN')} generated products; ` +
      `${settings.connections} connections, ${settings.durationSeconds} s per run after ${settings.warmupSeconds} s of warm-up; ` +
      `the whole run took ${Math.round(results.wallSeconds)} s. Raw figures: [${jsonName}](${jsonName}).`,
    'Autocannon and the server share the machine, so every load figure stands beside the ceiling measured ' +
      'right after it in the same run: the same server answering GET /api/bench/ceiling with a JSON body of ' +
      'the same size held in memory (no database, no serialisation).',
    '## Targets',
    targetsTable(results),
    '## Load',
    table(
      [
        'Scenario',
        'Request',
        'Body',
        'req/s',
        'p50',
        'p99',
        'Ceiling req/s',
        'Ceiling p50',
        'Ceiling p99',
        'Ratio',
      ],
      loads.map((c) => [
        c.scenario,
        c.request,
        kb(c.bodyBytes),
        c.real.requestsPerSecond,
        `${c.real.latencyP50Ms} ms`,
        `${c.real.latencyP99Ms} ms`,
        c.ceiling.requestsPerSecond,
        `${c.ceiling.latencyP50Ms} ms`,
        `${c.ceiling.latencyP99Ms} ms`,
        percent(c.ratio),
      ]),
    ),
    `Order placement: ${orders.tally.placed} orders placed (${orders.ordersPerSecond}/s), ` +
      `${orders.tally.soldOut} refused as sold out (five scarce variants are asked for in one order in ten), ` +
      `other failures: ${JSON.stringify(orders.tally.otherFailures)}. Its latency is that of POST /api/orders/place alone ` +
      `(p50 ${orders.placeLatencyP50Ms} ms, p99 ${orders.placeLatencyP99Ms} ms); its req/s and ratio count both requests ` +
      `of each order (cart add, place). Stock after the run: ${JSON.stringify(orders.stock)}.`,
    '## Catalogue reads while buying',
    `Each read again while a second process (bench/lib/steady-writer.ts, forked by the bench) places ` +
      `${results.whileBuying.writes.ordersPerSecond} orders/s (a cart add, then the order, by cash on delivery) and makes ` +
      `${results.whileBuying.writes.cartChangesPerSecond} cart quantity changes/s at a steady rate, beside the same read ` +
      `without writes from the table above. The writer: ${JSON.stringify(results.whileBuying.writer)}.`,
    table(
      ['Scenario', 'req/s', 'p50', 'p99', 'req/s while buying', 'p50', 'p99', 'Kept'],
      results.whileBuying.reads.map((r) => [
        r.scenario,
        r.alone.requestsPerSecond,
        `${r.alone.latencyP50Ms} ms`,
        `${r.alone.latencyP99Ms} ms`,
        r.withWrites.requestsPerSecond,
        `${r.withWrites.latencyP50Ms} ms`,
        `${r.withWrites.latencyP99Ms} ms`,
        percent(r.kept),
      ]),
    ),
    '## Memory',
    `Server memory, peak resident set per phase: ${Object.entries(results.serverMemoryByPhaseMb)
      .map(([phase, mb]) => `${phase} ${mb} MB`)
      .join(', ')}.`,
    'A first `npm start` on a fresh data folder (migrations, the admin, the demo store and its photos), ' +
      'the resident memory sampled every 100 ms until the health check answers and while four shoppers ' +
      'browse (home, category, product pages, their photos):',
    table(
      ['Database', 'Healthy after', 'Peak until healthy', 'Peak browsing', 'At the end', 'Requests browsed'],
      results.firstStarts.map((f) => [
        f.database,
        `${f.secondsToHealthy} s`,
        `${f.startPeakMb} MB`,
        `${f.browsingPeakMb} MB (${f.browsingSeconds} s)`,
        `${f.endMb} MB`,
        f.pagesBrowsed,
      ]),
    ),
    '## Filtered lists as the catalogue grows',
    'The filtered-list read (random filter and sort combinations on category pages and GET /api/products?q=, ' +
      'each asked once, so the cache is cold) on a database of its own, grown with `npm run seed -- --products N` ' +
      'and then vacuumed and analysed as autovacuum would.',
    table(
      ['Products', 'req/s', 'p50', 'p99', 'Ceiling req/s', 'Ratio'],
      results.findingGrowth.map((p) => [
        p.products.toLocaleString('en-IN'),
        p.requestsPerSecond,
        `${p.latencyP50Ms} ms`,
        `${p.latencyP99Ms} ms`,
        p.ceilingRequestsPerSecond,
        percent(p.ratio),
      ]),
    ),
    '## Storefront weight',
    "JS and CSS a first visit loads (the entry chunk, its static imports, and the route's lazy chunks), " +
      'gzipped as Vite reports it; kB = 1,000 bytes.',
    table(
      ['Route', 'Area', 'JS (gzip)', 'CSS (gzip)', 'JS files'],
      results.storefront.map((r) => [r.route, r.area, kb(r.jsGzipBytes), kb(r.cssGzipBytes), r.jsFiles]),
    ),
    '## Lighthouse (mobile)',
  ];
  if ('pages' in results.lighthouse) {
    sections.push(
      table(
        ['Page', 'Performance', 'Accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed index'],
        results.lighthouse.pages.map((p) => [
          `${p.page} (\`${new URL(p.url).pathname}\`)`,
          p.performance,
          p.accessibility,
          `${p.metrics.firstContentfulPaintMs} ms`,
          `${p.metrics.largestContentfulPaintMs} ms`,
          `${p.metrics.totalBlockingTimeMs} ms`,
          p.metrics.cumulativeLayoutShift,
          `${p.metrics.speedIndexMs} ms`,
        ]),
      ),
      ...results.lighthouse.pages.map(
        (p) =>
          `What cost points on ${p.page}:\n\n${p.shortfalls.map((s) => `- ${s}`).join('\n') || '- nothing'}`,
      ),
    );
  } else {
    sections.push(`Not run: ${results.lighthouse.skipped}.`);
  }
  return `${sections.join('\n\n')}\n`;
}

const readmeStart = '<!-- bench:start -->';
const readmeEnd = '<!-- bench:end -->';

/** Writes bench/results/<date>.json and latest.md, and puts the targets table in the README. */
export function writeReports(results: BenchResults): string[] {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const jsonName = `${results.date.slice(0, 10)}.json`;
  writeFileSync(path.join(dir, jsonName), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), markdown(results, jsonName));
  const written = [`bench/results/${jsonName}`, 'bench/results/latest.md'];

  const readme = path.join(repoRoot, 'README.md');
  const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
  const start = text.indexOf(readmeStart);
  const end = text.indexOf(readmeEnd);
  if (start >= 0 && end > start) {
    const block =
      `${readmeStart}\nLatest run (${results.date.slice(0, 10)}, ${results.machine.cpus} cores, load average ` +
      `${results.machine.loadAverageAtStart.join(', ')} at the start; [all figures](bench/results/latest.md)). ` +
      'A load average above the core count means other work shared the machine and weighs on every figure.' +
      `\n\n${targetsTable(results)}\n`;
    writeFileSync(readme, text.slice(0, start) + block + text.slice(end));
    written.push('README.md');
  } else {
    console.warn(`README.md has no ${readmeStart} ... ${readmeEnd} block: the table was not copied there.`);
  }
  return written;
}

/**
 * Writes bench/results/load-<date>.json (latest.md and the README stay as they are) and prints the
 * targets it measured, with the load average at both ends.
 */
export function writeLoadReport(results: LoadResults): string {
  const dir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const name = `bench/results/load-${results.date.slice(0, 10)}.json`;
  writeFileSync(path.join(repoRoot, name), `${JSON.stringify(results, null, 2)}\n`);
  console.log('');
  console.table(
    checks(results).map(({ figure, measured, target, pass, ratio }) => ({
      figure,
      measured,
      target,
      result: pass ? 'pass' : 'MISS',
      ratio,
    })),
  );
  console.log(
    `Memory by phase: ${JSON.stringify(results.serverMemoryByPhaseMb)}; load average ` +
      `${results.machine.loadAverageAtStart.join(', ')} at the start, ${results.machine.loadAverageAtEnd.join(', ')} at the end`,
  );
  return name;
}
