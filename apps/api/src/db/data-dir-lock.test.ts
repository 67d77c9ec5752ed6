import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

function newDbDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-lock-'));
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return path.join(dataDir, 'db');
}

/**
 * Another process that takes the lock and keeps it, started so that nobody reaps it when it dies:
 * its parent shell execs into `sleep`, which never waits for children. Resolves with its pid once
 * it holds the lock.
 */
async function lockHolderThatStaysUnreaped(dbDir: string): Promise<number> {
  const script = `import { lockDataDir } from './src/db/data-dir-lock.ts';
    await lockDataDir(${JSON.stringify(dbDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const holder = spawn(
    'sh',
    [
      '-c',
      `"${process.execPath}" --import tsx --input-type=module -e "$LOCK_SCRIPT" & echo $!; exec sleep 60`,
    ],
    { cwd: apiRoot, env: { ...process.env, LOCK_SCRIPT: script }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  cleanUps.push(() => holder.kill('SIGKILL'));
  let output = '';
  return new Promise((resolve, reject) => {
    holder.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const [pid, state] = output.split('\n');
      if (state === 'locked') resolve(Number(pid));
    });
    holder.once('exit', () => reject(new Error(`the lock holder ended early: ${output}`)));
  });
}

/**
 * Resolves once the process has died and is left as a zombie (dead, not yet reaped): its main thread
 * is a zombie and its other threads have gone.
 */
async function untilZombie(pid: number): Promise<void> {
  for (;;) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const zombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    if (zombie && readdirSync(`/proc/${pid}/task`).length === 1) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the embedded database folder lock', () => {
  it('refuses a second opener while the first holds the folder, naming the holder', async () => {
    const dbDir = newDbDir();
    const unlock = await lockDataDir(dbDir);
    await expect(lockDataDir(dbDir)).rejects.toThrow(`is in use by process ${process.pid}.`);
    unlock();
    const again = await lockDataDir(dbDir);
    again();
  });

  it.runIf(process.platform === 'linux')(
    'a restart right after kill -9 opens the folder, even before the dead process is reaped',
    async () => {
      const dbDir = newDbDir();
      const pid = await lockHolderThatStaysUnreaped(dbDir);
      await expect(lockDataDir(dbDir)).rejects.toThrow(`is in use by process ${pid}.`);

      process.kill(pid, 'SIGKILL');
      await untilZombie(pid);
      const unlock = await lockDataDir(dbDir);
      unlock();
    },
    30_000,
  );
});
