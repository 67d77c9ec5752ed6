// The node flags the server is launched with, by `npm start` and by the bench's first start alike.
// What V8 can take once running is set by the server itself (apps/api/src/memory-policy.ts).

/**
 * The young generation's semi-spaces are capped at 8 MB (V8's default is 16). On the embedded
 * database that kept a browsed shop ~20 MB smaller; on PostgreSQL it took ~20 MB off the peak under
 * reads while others buy, for reads ~4% slower (within the bench's spread; 4 MB cost 10-15%), and
 * the peak is what a server's memory budget must hold. V8 sizes the young generation as it sets up
 * the heap, so this cannot be set from inside the process.
 */
export const serverNodeArgs = ['--max-semi-space-size=8'];
