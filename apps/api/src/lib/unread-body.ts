import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Past this many unread bytes the connection is closed instead: more than the largest form takes. */
const MAX_DRAINED_BYTES = 200 * 1024 * 1024;

/**
 * An answer given before its request's body was read (a body over the limit, a guest posting a form
 * to an admin route, an unknown address) goes out once the rest of the body has arrived and been
 * thrown away. Answered while the client is still sending, the connection closes under it and the
 * client sees a broken pipe (EPIPE) instead of the answer; reading on costs the server little.
 */
export function answerAfterUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    if (!(await drain(raw))) reply.header('connection', 'close');
    return payload;
  });
}

/** Reads the rest of a request body into nothing; false when it is larger than anything worth reading. */
function drain(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (drained: boolean) => {
      raw.off('data', count);
      raw.off('end', ended);
      raw.off('close', ended);
      resolve(drained);
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_DRAINED_BYTES) finish(false);
    };
    const ended = () => finish(true);
    raw.on('data', count);
    raw.once('end', ended);
    raw.once('close', ended);
    raw.resume();
  });
}
