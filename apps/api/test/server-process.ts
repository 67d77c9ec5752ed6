import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  killed: boolean;
  exited: Promise<void>;
  kill(): void;
  stop(): Promise<void>;
}

/**
 * The real server, started from source for tests that need a process of its own (to kill it, say):
 * src/server.ts under node with tsx's loader, one process, so a SIGKILL reaches the server itself.
 * Without a database URL it runs on PGlite in `dataDir`. `env` adds to or overrides the test
 * settings below.
 */
export async function startServer(
  databaseUrl: string | undefined,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'server-process-admin',
      JWT_SECRET: 'server-process-test-secret-of-32-characters-or-more',
      LOG_LEVEL: 'error',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_REGISTER_IP: '1000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_LOGIN_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s:\n${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const server: RunningServer = {
    url,
    killed: false,
    exited,
    kill: () => {
      server.killed = true;
      child.kill('SIGKILL');
    },
    stop: async () => {
      if (child.exitCode === null && !server.killed) child.kill('SIGTERM');
      await exited;
    },
  };
  return server;
}
