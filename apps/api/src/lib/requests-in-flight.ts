import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Why this exists: Fastify's close waits for the connections it serves, not for the work behind them.
 * A request whose client went away (a phone losing signal, a load test stopping) has no connection
 * left, so close went straight on to stop the job queue and end the database pool while that
 * request's handler was still placing an order, whose confirmation mail then met a closed pool.
 * So every request is counted from its first hook until its handler has finished (or an answer was
 * made without one: a 404, a refused body, a failed guard) and its connection is done with it
 * (answered, or closed), and close waits for none to be left before the resources close.
 */
export interface RequestsInFlight {
  /** Requests counted in and not yet out. */
  readonly count: number;
  /** Resolves once no request is left: at once when none is. */
  whenNoneLeft(): Promise<void>;
}

interface TrackedRequest {
  /** The route handler is running: an answer sent meanwhile does not end its work. */
  handling: boolean;
  /** The handler has returned or thrown, or an answer was made without it. */
  handled: boolean;
  /** The answer went out, or the connection closed under it: nothing more goes to the client. */
  connectionDone: boolean;
  counted: boolean;
  /** Its connection (a stand-in under inject). */
  socket: Socket | undefined;
}

/** Counts requests in and out (see above); installed before any route or other hook. */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const tracked = new WeakMap<FastifyRequest, TrackedRequest>();
  // One listener per connection, not one per request: a client may pipeline many requests on one.
  const onSocket = new WeakMap<Socket, Set<TrackedRequest>>();
  let count = 0;
  const waiting: (() => void)[] = [];

  const countOutIfDone = (request: TrackedRequest) => {
    if (!request.counted || request.handling || !request.handled || !request.connectionDone) return;
    request.counted = false;
    if (request.socket) onSocket.get(request.socket)?.delete(request);
    count -= 1;
    if (count === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  const watchConnection = (request: TrackedRequest) => {
    const { socket } = request;
    // A queued pipelined answer hears nothing when the connection drops: only the socket does.
    if (!socket || socket.destroyed) {
      request.connectionDone = true;
      return;
    }
    let open = onSocket.get(socket);
    if (!open) {
      const requests = new Set<TrackedRequest>();
      open = requests;
      onSocket.set(socket, requests);
      socket.once('close', () => {
        for (const closed of [...requests]) {
          closed.connectionDone = true;
          countOutIfDone(closed);
        }
      });
    }
    open.add(request);
  };
  const answered = (request: FastifyRequest) => {
    const entry = tracked.get(request);
    if (!entry || entry.handling) return;
    entry.handled = true;
    countOutIfDone(entry);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function trackedHandler(this: FastifyInstance, request, reply) {
      const entry = tracked.get(request);
      const finished = () => {
        if (!entry) return;
        entry.handling = false;
        entry.handled = true;
        countOutIfDone(entry);
      };
      if (entry) entry.handling = true;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (isThenable(result)) result.then(finished, finished);
      else finished();
      return result;
    };
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const entry: TrackedRequest = {
      handling: false,
      handled: false,
      connectionDone: false,
      counted: true,
      socket: request.raw.socket ?? undefined,
    };
    tracked.set(request, entry);
    count += 1;
    watchConnection(entry);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    answered(request);
    done(null, payload);
  });
  app.addHook('onError', (request, _reply, _error, done) => {
    answered(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const entry = tracked.get(request);
    if (entry) {
      entry.connectionDone = true;
      countOutIfDone(entry);
    }
    done();
  });

  return {
    get count() {
      return count;
    },
    whenNoneLeft: () =>
      count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
