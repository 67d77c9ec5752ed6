import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

// argon2id (the library's default algorithm) at 9 MiB and 4 passes, one of the settings OWASP's
// Password Storage Cheat Sheet lists as equally strong as its 19 MiB, 2 passes. Its peak memory is half:
// a burst of sign-ups (two hashes at a time) took the server 40 MB up, past its 250 MB budget, and
// hashes stored with other settings still verify (each hash names its own).
const options = { memoryCost: 9216, timeCost: 4, parallelism: 1 };

// Each hash takes a core for ~20 ms and 9 MiB: a burst of them queues here instead of starving
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
