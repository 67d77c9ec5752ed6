import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite's folder is for one process at a time: a second opener would corrupt it. The lock file
 * holds the owner's pid; a stale lock (its process gone) is taken over.
 */
export function lockDataDir(dbDir: string): () => void {
  mkdirSync(dbDir, { recursive: true });
  const lockFile = path.join(dbDir, '..', 'db.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dbDir} is in use by process ${pid}. Stop that process first (only one process may open an embedded database).`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
