// The shoppers who buy while others browse, in a process of their own (bench/lib/mixed.ts forks it),
// so that their requests are not made on the load generator's event loop: orders placed and cart
// quantities changed at a steady rate, each on time whatever the server's answers take, in stretches
// between pauses.
import http from 'node:http';
import type { Customer } from './orders';
import { picker } from './random';

/** What the bench asks for: who writes, to which variants, how often. */
export interface WriterPlan {
  origin: string;
  /** Each places one order at a time (a cart add, then the order). */
  orderCustomers: Customer[];
  /** Each keeps one cart line whose quantity goes 1, 2, 1, 2... */
  cartCustomers: Customer[];
  variantIds: string[];
  ordersPerSecond: number;
  cartChangesPerSecond: number;
}

/** What the writer did while it ran, counted from the answers. */
export interface WriterTally {
  /** Seconds spent writing, pauses left out. */
  seconds: number;
  ordersPlaced: number;
  ordersRefused: number;
  cartChanges: number;
  failures: Record<string, number>;
  /** Writes due when every customer of their kind was still waiting for an answer: not sent. */
  skipped: number;
}

/** `start` begins a stretch of writes, `pause` ends it (answered 'paused' once every answer is in). */
export type WriterMessage = { plan: WriterPlan } | 'start' | 'pause' | 'stop';

const TICK_MS = 10;

// node:http on kept-alive connections rather than fetch: fetch cost this process a quarter of a core
// at these rates, CPU taken from the server it measures on the same two cores.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(origin: string, method: string, path: string, customer: Customer, body?: unknown) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<{ status: number; json: { items?: { id: string }[] } }>((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: customer.authorization,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const json = res.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function emptyCart(origin: string, customer: Customer): Promise<void> {
  const { json } = await request(origin, 'GET', '/api/cart', customer);
  for (const item of json.items ?? [])
    await request(origin, 'DELETE', `/api/cart/remove/${item.id}`, customer);
}

function createWriter(plan: WriterPlan) {
  const { origin } = plan;
  const variant = picker(plan.variantIds, 21);
  const tally: WriterTally = {
    seconds: 0,
    ordersPlaced: 0,
    ordersRefused: 0,
    cartChanges: 0,
    failures: {},
    skipped: 0,
  };
  const fail = (what: string) => {
    tally.failures[what] = (tally.failures[what] ?? 0) + 1;
  };
  const idleBuyers = [...plan.orderCustomers];
  const idleChangers: { customer: Customer; lineId: string; quantity: number }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const placeOne = async (customer: Customer) => {
    const added = await request(origin, 'POST', '/api/cart/add', customer, {
      productVariantId: variant(),
      quantity: 1,
    });
    if (added.status === 200) {
      const placed = await request(origin, 'POST', '/api/orders/place', customer, {
        addressId: customer.addressId,
        paymentMethod: 'COD',
      });
      if (placed.status === 201) tally.ordersPlaced++;
      else if (placed.status === 409) tally.ordersRefused++;
      else fail(`place ${placed.status}`);
      if (placed.status !== 201) await emptyCart(origin, customer);
    } else if (added.status === 409) tally.ordersRefused++;
    else fail(`cart add ${added.status}`);
    idleBuyers.push(customer);
  };
  const changeOne = async (changer: (typeof idleChangers)[number]) => {
    changer.quantity = changer.quantity === 1 ? 2 : 1;
    const changed = await request(origin, 'PUT', '/api/cart/update-quantity', changer.customer, {
      cartItemId: changer.lineId,
      newQuantity: changer.quantity,
    });
    if (changed.status === 200) tally.cartChanges++;
    else fail(`cart change ${changed.status}`);
    idleChangers.push(changer);
  };

  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;
  let ordersSent = 0;
  let changesSent = 0;
  let writingMs = 0;
  const pause = async () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    writingMs += performance.now() - startedAt;
    await Promise.all(inFlight);
  };
  return {
    /** Every cart-changing customer gets the one line they will change. */
    async prepare() {
      for (const customer of plan.cartCustomers) {
        await emptyCart(origin, customer);
        const { status, json } = await request(origin, 'POST', '/api/cart/add', customer, {
          productVariantId: plan.variantIds[0],
          quantity: 1,
        });
        const lineId = json.items?.[0]?.id;
        if (status !== 200 || !lineId) throw new Error(`The cart changer's first add answered ${status}`);
        idleChangers.push({ customer, lineId, quantity: 1 });
      }
    },
    /** A stretch of writes at the plan's rates, counted from now. */
    start() {
      if (timer !== undefined) return;
      startedAt = performance.now();
      ordersSent = 0;
      changesSent = 0;
      // Each tick sends what is due by now, so a late tick catches up instead of lowering the rate.
      timer = setInterval(() => {
        const elapsed = (performance.now() - startedAt) / 1000;
        while (ordersSent < Math.floor(elapsed * plan.ordersPerSecond)) {
          ordersSent++;
          // The buyer idle longest. The one just given back (the top of the pile) got most orders on a
          // fast server, passed the bench's allowance of open COD orders and was refused.
          const buyer = idleBuyers.shift();
          if (buyer) track(placeOne(buyer).catch(() => fail('order network error')));
          else tally.skipped++;
        }
        while (changesSent < Math.floor(elapsed * plan.cartChangesPerSecond)) {
          changesSent++;
          const changer = idleChangers.shift();
          if (changer) track(changeOne(changer).catch(() => fail('cart change network error')));
          else tally.skipped++;
        }
      }, TICK_MS);
    },
    /** Stops sending until the next start, once the answers in flight are in. */
    pause,
    /** Stops sending, waits for the answers in flight, empties every cart it filled. */
    async stop(): Promise<WriterTally> {
      await pause();
      tally.seconds = Math.round(writingMs / 100) / 10;
      for (const customer of [...plan.orderCustomers, ...plan.cartCustomers])
        await emptyCart(origin, customer);
      return tally;
    },
  };
}

let writer: ReturnType<typeof createWriter> | undefined;
process.on('message', (message: WriterMessage) => {
  void (async () => {
    if (typeof message === 'object') {
      writer = createWriter(message.plan);
      await writer.prepare();
      process.send?.('ready');
    } else if (message === 'start') {
      writer?.start();
    } else if (message === 'pause' && writer) {
      await writer.pause();
      process.send?.('paused');
    } else if (message === 'stop' && writer) {
      process.send?.(await writer.stop());
      process.disconnect();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
