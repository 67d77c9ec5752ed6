import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp } from './app';

// Real connections to a listening server: inject has no socket to hold open or to send slowly on.
const { app } = await createTestApp({}, (config) => {
  config.requestTimeoutMs = 400;
  config.connectionTimeoutMs = 10_000;
  config.connectionsPerAddress = 3;
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const port = Number(new URL(address).port);

/** A connection to the server, once it is open. */
async function openConnection(): Promise<Socket> {
  const socket = connect({ host: '127.0.0.1', port });
  await once(socket, 'connect');
  return socket;
}

/** Everything the server sends on the socket until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

/** Asks for liveness on a connection of its own: the status line, or null when the server closed it unanswered. */
async function askOnNewConnection(): Promise<string | null> {
  const socket = await openConnection();
  const answer = untilClosed(socket);
  // Not end(): a client that stops sending before the answer is a client that went away.
  socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  const received = await answer;
  return received === '' ? null : (received.split('\r\n')[0] as string);
}

describe('a client that sends slowly', () => {
  it('is cut off with a 408 once its request has taken longer than REQUEST_TIMEOUT, however it dribbles', async () => {
    const socket = await openConnection();
    const closed = untilClosed(socket);
    const started = Date.now();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // A byte every 50 ms keeps the connection busy, far more often than the idle timeout.
    const dribble = setInterval(() => socket.write(' '), 50);
    try {
      const received = await closed;
      expect(received.startsWith('HTTP/1.1 408')).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      clearInterval(dribble);
    }
  });

  it('has defaults that let a form of videos arrive over a slow line, and end a silent connection', () => {
    const defaults = loadConfig({ DATA_DIR: app.config.dataDir });
    // The largest form, 150 MB of videos and images, at 4 Mbit/s.
    expect(defaults.requestTimeoutMs).toBeGreaterThanOrEqual(((150 * 8) / 4) * 1000);
    expect(defaults.connectionTimeoutMs).toBe(60_000);
    expect(defaults.connectionsPerAddress).toBe(100);
  });
});

describe('connections per address', () => {
  it('closes a connection past MAX_CONNECTIONS_PER_ADDRESS unanswered, and takes one again once a slot is free', async () => {
    const held = [await openConnection(), await openConnection(), await openConnection()];
    expect(await askOnNewConnection()).toBeNull();

    const freed = held.pop() as Socket;
    const gone = once(freed, 'close');
    freed.destroy();
    await gone;
    // The server hears of the close a moment after the client: until then the slot is still taken.
    await vi.waitFor(async () => expect(await askOnNewConnection()).toBe('HTTP/1.1 200 OK'), {
      timeout: 10_000,
      interval: 20,
    });
    for (const socket of held) socket.destroy();
  });
});
