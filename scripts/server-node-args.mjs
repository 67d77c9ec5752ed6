// The node flags the server is launched with, by `npm start` and by the bench's first start alike.
// What V8 can take once running is set by the server itself (apps/api/src/memory-policy.ts).

/**
 * On the embedded database, the young generation's semi-spaces are capped at 8 MB (V8's default is
 * 16): PGlite is the small shop's database, one process on a small machine, and the cap kept a
 * browsed shop ~20 MB smaller. On PostgreSQL, where the bench measures throughput, V8's default
 * stays (4 MB there cost 10-15% of reads under load). V8 sizes the young generation as it sets up
 * the heap, so this cannot be set from inside the process.
 */
export function serverNodeArgs(env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=8'];
}
