// The node flags and environment the server is launched with, by `npm start` and the bench alike.
// What V8 can take once running is set by the server itself (apps/api/src/memory-policy.ts).
import { availableParallelism } from 'node:os';

/**
 * The young generation's semi-spaces are capped at 8 MB (V8's default is 16). On the embedded
 * database that kept a browsed shop ~20 MB smaller; on PostgreSQL it took ~20 MB off the peak under
 * reads while others buy, for reads ~4% slower (within the bench's spread; 4 MB cost 10-15%), and
 * the peak is what a server's memory budget must hold. V8 sizes the young generation as it sets up
 * the heap, so this cannot be set from inside the process.
 */
const youngGeneration = '--max-semi-space-size=8';

/**
 * V8's helper threads (its garbage collection's parallel and concurrent work) number one fewer than
 * the cores, and never more than Node's default of 4. Node starts 4 whatever the machine: on two
 * cores they took a third of a core under catalogue reads, from the cores the server's own thread
 * needs. With one, the product list's p99 fell from 13-14 ms to 7-9 ms (16-19 to 10-11 ms while
 * others buy) at the same requests per second, alternating runs on one machine.
 */
const gcHelpers = `--v8-pool-size=${Math.min(4, Math.max(1, availableParallelism() - 1))}`;

export const serverNodeArgs = [youngGeneration, gcHelpers];

/**
 * glibc gives each thread that allocates its own malloc arena, up to eight per core, and an arena
 * keeps what was freed in it. The threads that compress answers, hash passwords and compile code
 * left ~30 MB resident in theirs under `npm run bench`; two arenas took the peak from 269 to 256 MB
 * (bench/lib/server.ts starts it the same way). A value already in the environment wins.
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
