import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FindingGrowthPoint } from './finding';
import type { FirstStart } from './first-start';
import type { LighthouseOutcome } from './lighthouse';
import { BROWSER_HEADERS } from './load';
import type { MixedRun } from './mixed';
import type { OrderTally } from './orders';
import type { Comparison } from './scenarios';
import { repoRoot } from './server';
import type { RouteWeight } from './storefront-size';
import { checks, kb, percent, targets } from './targets';

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

/** A run of the Lighthouse part alone (`--only lighthouse`): the same pages on the same seeded store. */
export type LighthouseResults = Pick<BenchResults, 'date' | 'wallSeconds' | 'machine' | 'settings'> & {
  lighthouse: LighthouseOutcome;
};

const parts = ['growth', 'load', 'lighthouse'] as const;

/** `npm run bench -- --only growth|load|lighthouse`: the part asked for, if any. */
export function onlyPart(argv: string[]): (typeof parts)[number] | undefined {
  const at = argv.indexOf('--only');
  if (at < 0) return undefined;
  const part = parts.find((p) => p === argv[at + 1]);
  if (!part) throw new Error(`--only takes one part: ${parts.map((p) => `--only ${p}`).join(' or ')}`);
  return part;
}

const mark = (pass: boolean) => (pass ? 'pass' : '**miss**');

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

/**
 * The README's table: one row a read (its requests/s and p99, what it is held to, what it kept while
 * others bought), then orders and memory; every figure and target is in latest.md and the JSON.
 */
export function headlineTable(
  results: Pick<BenchResults, 'catalogueReads' | 'whileBuying' | 'orders' | 'serverMemoryPeakMb'>,
): string {
  const rows = results.catalogueReads.map((read) => {
    const share = read.sideBySide?.share;
    const buying = results.whileBuying.reads.find((mixed) => mixed.scenario === read.scenario);
    const p99Target = read.p99TargetMs ?? targets.readP99Ms;
    return [
      read.scenario,
      `${read.real.requestsPerSecond} (${read.real.latencyP99Ms} ms${read.real.latencyP99Ms < p99Target ? '' : ', **miss**'})`,
      percent(read.ratio),
      read.heldTo && share !== undefined
        ? `${percent(share)} of ${read.heldTo.scenario} (${mark(share >= read.heldTo.ratio)})`
        : '',
      buying ? `${percent(buying.kept)} (${mark(buying.kept >= targets.keptWhileBuying)})` : '',
    ];
  });
  const { orders } = results;
  rows.push([
    'order placement',
    `${orders.ordersPerSecond} orders/s (${orders.placeLatencyP99Ms} ms)`,
    percent(orders.comparison.ratio),
    `>= ${targets.ordersPerSecond} orders/s (${mark(orders.ordersPerSecond >= targets.ordersPerSecond)})`,
    '',
  ]);
  rows.push([
    'server memory (peak RSS)',
    `${results.serverMemoryPeakMb} MB`,
    '',
    `< ${targets.memoryMb} MB (${mark(results.serverMemoryPeakMb < targets.memoryMb)})`,
    '',
  ]);
  return table(
    ['Read', 'req/s (p99)', 'Beside the ceiling', 'Held to (in turns with it)', 'Kept while buying'],
    rows,
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
      'the same size held in memory (no database, no serialisation), compressed once as the read asks.',
    readsSent,
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
      `of each order (cart add, place). Like every run it follows a warm-up, of orders for plentiful variants only ` +
      `(not counted), so the scarce ones sell out while measured. Stock after the run: ${JSON.stringify(orders.stock)}.`,
    '## Each read beside the read it is held to',
    'A page beside its JSON read uncompressed, and each compressed JSON read beside itself uncompressed: ' +
      "the two measured in turns with each other (ABBA ABBA, half the run's duration each), rather than " +
      'minutes apart as in the table above. By pair is each pair of turns side by side.',
    table(
      ['Read', 'req/s', 'Held to', 'req/s', 'Share', 'By pair', 'Target'],
      results.catalogueReads.flatMap(({ scenario, heldTo, sideBySide }) =>
        heldTo && sideBySide
          ? [
              [
                scenario,
                sideBySide.read.requestsPerSecond,
                heldTo.scenario,
                sideBySide.heldTo.requestsPerSecond,
                percent(sideBySide.share),
                sideBySide.shareByPair.map(percent).join(', '),
                `>= ${percent(heldTo.ratio)} (${mark(sideBySide.share >= heldTo.ratio)})`,
              ],
            ]
          : [],
      ),
    ),
    '## Catalogue reads while buying',
    `Each read while a second process (bench/lib/steady-writer.ts, forked by the bench) places ` +
      `${results.whileBuying.writes.ordersPerSecond} orders/s (a cart add, then the order, by cash on delivery) and makes ` +
      `${results.whileBuying.writes.cartChangesPerSecond} cart quantity changes/s at a steady rate, beside the same read ` +
      'without writes, measured in turns with it (ABBA ABBA, the writes paused between, on the server as it is by then: ' +
      'its cache and heap hold what every earlier run left); requests/s and latencies over all the answers of a ' +
      "side's turns. Kept by pair is each pair of turns side by side. The same read on the fresh " +
      'server at the start of the run (the table above) is shown beside them. ' +
      `The writer: ${JSON.stringify(results.whileBuying.writer)}.`,
    table(
      [
        'Scenario',
        'req/s at the start',
        'req/s without writes',
        'p50',
        'p99',
        'req/s while buying',
        'p50',
        'p99',
        'Kept',
        'Kept by pair',
      ],
      results.whileBuying.reads.map((r) => [
        r.scenario,
        r.atStart.requestsPerSecond,
        r.alone.requestsPerSecond,
        `${r.alone.latencyP50Ms} ms`,
        `${r.alone.latencyP99Ms} ms`,
        r.withWrites.requestsPerSecond,
        `${r.withWrites.latencyP50Ms} ms`,
        `${r.withWrites.latencyP99Ms} ms`,
        percent(r.kept),
        r.keptByPair.map(percent).join(', '),
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
    const { host } = results.lighthouse;
    sections.push(
      `${host.chromium}; Lighthouse's CPU benchmark of the machine ${host.benchmarkIndex} (its runs' median, higher is faster). Its simulated phone scales what it observes here, so compare runs made with the same browser on a machine of the same speed.`,
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

/** The browser and machine speed Lighthouse measured with, for the README's lead sentence. */
const lighthouseHost = (lighthouse: LighthouseOutcome) =>
  'host' in lighthouse
    ? ` Lighthouse ran in ${lighthouse.host.chromium.replace(/ built on .*/, '')} on a machine it benchmarked at ${lighthouse.host.benchmarkIndex}.`
    : '';

/** Writes `results` as bench/results/<prefix><date>.json; returns that path from the repository's root. */
export function writeResultsJson<T extends { date: string }>(prefix: string, results: T): string {
  mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  const name = `bench/results/${prefix}${results.date.slice(0, 10)}.json`;
  writeFileSync(path.join(repoRoot, name), `${JSON.stringify(results, null, 2)}\n`);
  return name;
}

/** What the tables say of the reads' headers: shoppers' browsers all send Accept-Encoding. */
const readsSent =
  `Every read sent a browser's \`accept-encoding: ${BROWSER_HEADERS['accept-encoding']}\`, except the ` +
  'rows marked (uncompressed), which sent none, as the bench did until 2026-12-02.';

const readmeStart = '<!-- bench:start -->';
const readmeEnd = '<!-- bench:end -->';

/** Writes bench/results/<date>.json and latest.md, and puts the targets table in the README. */
export function writeReports(results: BenchResults): string[] {
  const json = writeResultsJson('', results);
  writeFileSync(path.join(repoRoot, 'bench/results/latest.md'), markdown(results, path.basename(json)));
  const written = [json, 'bench/results/latest.md'];

  const readme = path.join(repoRoot, 'README.md');
  const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
  const start = text.indexOf(readmeStart);
  const end = text.indexOf(readmeEnd);
  if (start >= 0 && end > start) {
    const block =
      `${readmeStart}\nLatest run (${results.date.slice(0, 10)}, ${results.machine.cpus} cores, load average ` +
      `${results.machine.loadAverageAtStart.join(', ')} at the start; [all figures](bench/results/latest.md)). ` +
      'A load average above the core count means other work shared the machine and weighs on every figure. ' +
      readsSent +
      lighthouseHost(results.lighthouse) +
      `\n\n${headlineTable(results)}\n`;
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
  const name = writeResultsJson('load-', results);
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

/** Writes `bench/results/lighthouse-<date>.json` and prints each page's median run. */
export function writeLighthouseReport(results: LighthouseResults): string {
  const name = writeResultsJson('lighthouse-', results);
  const { lighthouse } = results;
  if (!('pages' in lighthouse)) {
    console.log(`\nLighthouse not run: ${lighthouse.skipped}`);
    return name;
  }
  console.log('');
  console.table(
    lighthouse.pages.map(({ page, performance, accessibility, metrics }) => ({
      page,
      performance,
      accessibility,
      'LCP ms': metrics.largestContentfulPaintMs,
      'TBT ms': metrics.totalBlockingTimeMs,
      CLS: metrics.cumulativeLayoutShift,
    })),
  );
  for (const { page, error } of lighthouse.failed) console.log(`${page}: not measured: ${error}`);
  console.log(
    `${lighthouse.host.chromium}; Lighthouse's CPU benchmark of the machine ${lighthouse.host.benchmarkIndex}; ` +
      `load average ${results.machine.loadAverageAtStart.join(', ')} at the start`,
  );
  return name;
}
