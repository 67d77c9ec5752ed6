import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived the last full collection before it collects again.
 * Left to itself V8 grows it several-fold on a machine with memory to spare: the server, whose live
 * data is ~70-100 MB with 10,000 products, sat at 400-540 MB resident under `npm run bench`. Growing
 * by a quarter keeps it within ~250 MB for 5-10% of read throughput (measured with the bench).
 */
const HEAP_GROWING_PERCENT = 25;

/**
 * Applies the server's memory policy before anything is allocated or compiled. A flag the process
 * was started with (`node --heap-growing-percent=N` or `--allocation-site-pretenuring`, say) wins
 * over the policy's. What V8 reads only at launch is in scripts/server-node-args.mjs.
 */
export function applyMemoryPolicy({ embeddedDatabase }: { embeddedDatabase: boolean }): void {
  setUnlessGiven('--heap-growing-percent', HEAP_GROWING_PERCENT);
  // V8 allocates the objects of an allocation site straight into the old generation once enough of
  // them outlive a young collection. Under load a request's own objects (its reply, stream state,
  // listeners, query parse) were so placed, and died there: a full collection every 0.6 s on a
  // product list read by 20 connections, and a fifth of a core of concurrent marking. Without it
  // they die young: catalogue reads answered 40-65% more requests with half the p99.
  setUnlessGiven('--no-allocation-site-pretenuring');
  if (!embeddedDatabase) return;
  // PGlite's 9 MB WebAssembly module compiled by V8's baseline compiler only: by default V8 also
  // recompiles its busy functions with the optimising compiler and keeps both, 45-55 MB more on a
  // first start with the demo store, for queries no faster (the same per query in a read loop; the
  // demo store seeded in 11 s instead of 13). Read when the module compiles, at the first PGlite.create.
  setUnlessGiven('--liftoff-only');
}

function setUnlessGiven(flag: string, value?: number): void {
  const name = flag.replace(/^--(no-)?/, '');
  const given = (arg: string) => arg.startsWith(`--${name}`) || arg.startsWith(`--no-${name}`);
  if (process.execArgv.some(given)) return;
  setFlagsFromString(value === undefined ? flag : `${flag}=${value}`);
}
