import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.mjs';
import { adminQuery } from './global-setup';
import { postgresBinDir } from './server-binaries';

const execFileAsync = promisify(execFile);

export interface PrivatePostgres {
  /** The database `shop` on it. */
  url: string;
  /** A fast shutdown (open transactions rolled back, connections cut), as an outage would be. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder; resolves once it takes connections. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its folder. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port on 127.0.0.1),
 * never the machine's: tests stop it and start it again. PostgreSQL refuses to run as root, so
 * under root its programs run as the postgres user on a folder it owns.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir;
  if (!bin) throw new Error('No initdb and pg_ctl under /usr/lib/postgresql: apt-get install -y postgresql.');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileAsync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : execFileAsync(path.join(bin, program), args);
  const dir = mkdtempSync(path.join(tmpdir(), 'vastra-pg-'));
  if (asRoot) await execFileAsync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--encoding', 'UTF8']);
  let running = false;
  const start = async () => {
    // -l: pg_ctl hands the server a log file, so it does not keep this process's output open.
    await run('pg_ctl', [
      ...['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '30'],
      ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'],
    ]);
    running = true;
  };
  const stop = async () => {
    await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();
  const server = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await adminQuery(server, 'CREATE DATABASE shop');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    start,
    stop,
    async close() {
      if (running) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
