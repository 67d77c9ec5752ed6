import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

// argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

// Each hash takes a core for ~20 ms and 19 MiB: a burst of them queues here instead of starving
// every other request of CPU and the libuv threads that file and DNS work share.
const hashing = new Semaphore(Math.max(2, availableParallelism()));

export const hashPassword = (password: string) => hashing.run(() => hash(password, options));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
