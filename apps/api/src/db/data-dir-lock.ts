import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * PGlite's folder is for one process at a time: a second opener would corrupt it. The lock is a
 * listening Unix socket, which the kernel closes the moment its process dies (kill -9 included, and
 * before anyone reaps the dead process), so a stale lock cannot exist and a live one cannot be
 * taken over. On Linux it lives in the abstract namespace (no file at all); elsewhere it is a socket
 * file beside the folder. `db.lock` only names the owner's pid for the message.
 */
export async function lockDataDir(dbDir: string): Promise<() => void> {
  mkdirSync(dbDir, { recursive: true });
  const pidFile = path.join(dbDir, '..', 'db.lock');
  const server = await listenOrNull(socketAddress(dbDir));
  if (!server) {
    throw new Error(
      `The database in ${dbDir} is in use by process ${ownerPid(pidFile)}. Stop that process first (only one process may open an embedded database).`,
    );
  }
  // The lock alone must not keep the process (or a test run) alive.
  server.unref();
  writeFileSync(pidFile, String(process.pid));
  return () => {
    server.close();
    rmSync(pidFile, { force: true });
  };
}

function socketAddress(dbDir: string): string {
  const folder = realpathSync(dbDir);
  if (process.platform === 'linux') {
    return `\0vastra-db-${createHash('sha256').update(folder).digest('hex').slice(0, 32)}`;
  }
  return path.join(folder, '..', 'db.lock.sock');
}

/** A server listening on the address, or null while another process listens there. */
async function listenOrNull(address: string): Promise<Server | null> {
  const attempt = () =>
    new Promise<Server | null>((resolve, reject) => {
      const server = createServer((socket) => socket.destroy());
      server.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
      );
      server.listen(address, () => resolve(server));
    });
  const server = await attempt();
  if (server || address.startsWith('\0')) return server;
  // A socket file outlives a killed owner: it is stale when nobody answers on it.
  if (await someoneListens(address)) return null;
  rmSync(address, { force: true });
  return attempt();
}

function someoneListens(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(address);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

function ownerPid(pidFile: string): string {
  try {
    return readFileSync(pidFile, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}
