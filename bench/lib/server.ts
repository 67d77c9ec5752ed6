import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { bundleServer } from '../../apps/api/bundle.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { serverEnv, serverNodeArgs } from '../../scripts/server-node-args.mjs';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The bench's own server (bench/server/entry.ts: the shop with the ceiling route), once built. */
const benchServerDir = path.join(repoRoot, 'bench', 'dist');

/** Bundles the bench's own server into bench/dist, as the shop's server is bundled into apps/api/dist. */
export function buildBenchServer(): Promise<void> {
  return bundleServer({ server: path.join(repoRoot, 'bench', 'server', 'entry.ts'), outdir: benchServerDir });
}

/**
 * Starts a built server (as `npm start` runs it, with its node flags: one node process, whose pid
 * is the server's own, so its memory can be read from /proc) and waits for its health check: the
 * shop's own, or with `ceiling` the bench's (built by buildBenchServer), which adds
 * GET /api/bench/ceiling. `onSpawn` sees the process before it answers, so its memory can be
 * followed through the start.
 */
export async function startServer(
  env: Record<string, string>,
  options: { ceiling?: boolean; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...serverEnv,
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const script = options.ceiling ? path.join(benchServerDir, 'server.js') : 'apps/api/dist/server.js';
  const child = spawn(process.execPath, [...serverNodeArgs, script], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  options.onSpawn?.(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not answer its health check within 2 minutes');
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
