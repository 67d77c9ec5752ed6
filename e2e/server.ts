import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../scripts/free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN_PASSWORD = 'admin-e2e-password';

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** A built server on a free port, with its temporary DATA_DIR; `stop` ends it and removes the folder. */
export interface JourneyServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server as `npm start` would, on PGlite in a temporary DATA_DIR and a free port,
 * with `env` on top of the journeys' settings (a journey that needs another payment provider starts
 * one of its own this way).
 */
export async function startJourneyServer(env: Record<string, string> = {}): Promise<JourneyServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vastra-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The shipping journey books parcels and pushes their events through the simulator.
      SHIPPING_PROVIDER: 'simulator',
      // The back-in-stock journey waits for its mail: sweep every second, not every minute.
      STOCK_ALERT_SWEEP_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 120_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where a worker's server is: E2E_SERVERS lists one per worker, fixtures.ts picks the worker's own. */
export interface ServerAddress {
  baseUrl: string;
  dataDir: string;
}

/**
 * One server per worker, each with its own database and outbox, so that journeys running side by
 * side never see each other's settings, banners or orders. Journeys read E2E_BASE_URL and
 * E2E_DATA_DIR (the mail outbox lives there), which fixtures.ts sets to their worker's server.
 */
export default async function globalSetup(config: FullConfig) {
  const servers = await Promise.all(Array.from({ length: config.workers }, () => startJourneyServer()));
  process.env.E2E_SERVERS = JSON.stringify(
    servers.map(({ baseUrl, dataDir }): ServerAddress => ({ baseUrl, dataDir })),
  );
  process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
