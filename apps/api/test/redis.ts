import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { expect, vi } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { redisServerPath } from './server-binaries';

const execFileAsync = promisify(execFile);

/** The machine's Redis for tests that need a real one; CI sets TEST_REDIS_URL (.ci/run). */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A key prefix of the calling test's own, so runs and files never see each other's keys. */
export function testKeyPrefix(): string {
  return `vastra-test:${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under the prefix. */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

export interface PrivateRedis {
  url: string;
  /** Stops it (SHUTDOWN NOSAVE) and waits until its port refuses connections. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port, and waits until it answers. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its folder. */
  close(): Promise<void>;
}

/**
 * A throwaway redis-server on a free port with nothing kept on disk, never the machine's Redis:
 * tests take it away and bring it back.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const server = redisServerPath;
  if (!server) throw new Error('No redis-server: apt-get install -y redis-server.');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'vastra-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  const client = () => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    return redis;
  };
  const answers = async () => {
    const probe = client();
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  const waitUntil = (answering: boolean) =>
    vi.waitFor(async () => expect(await answers()).toBe(answering), { timeout: 10_000, interval: 50 });
  const start = async () => {
    await execFileAsync(server, [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--daemonize', 'yes', '--pidfile', path.join(dir, 'redis.pid'), '--dir', dir],
    ]);
    await waitUntil(true);
  };
  const stop = async () => {
    const redis = client();
    await redis.connect();
    // SHUTDOWN closes the connection instead of answering.
    await redis.call('SHUTDOWN', 'NOSAVE').catch(() => {});
    redis.disconnect();
    await waitUntil(false);
  };
  await start();
  return {
    url,
    start,
    stop,
    async close() {
      if (await answers()) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
