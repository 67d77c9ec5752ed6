import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection, after the current job has let go of what it dereferenced: what is
 * still reachable through a WeakRef afterwards is held by something.
 */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}
