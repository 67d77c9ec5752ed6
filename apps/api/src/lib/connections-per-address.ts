import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** A warning at most this often while connections are being refused: an attack must not flood the log. */
const WARNING_INTERVAL_MS = 60_000;

/**
 * Closes a new connection at once when its address already holds `max` open ones, so that one
 * client holding connections open cannot take every socket the server has.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  let warnedAt = Number.NEGATIVE_INFINITY;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      if (Date.now() - warnedAt >= WARNING_INTERVAL_MS) {
        warnedAt = Date.now();
        log.warn({ address, max }, 'connection refused: this address already holds the most it may');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
