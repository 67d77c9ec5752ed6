import type autocannon from 'autocannon';
import type { BenchDatabase } from './database';
import { picker, seededRandom } from './random';
import type { Scenario } from './scenarios';

export interface Customer {
  authorization: string;
  addressId: string;
}

/** Registers, signs in and saves an address for `count` customers over HTTP, a few at a time. */
export async function signUpCustomers(origin: string, count: number, concurrency = 8): Promise<Customer[]> {
  const post = async (path: string, body: unknown, authorization?: string) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const signUp = async (i: number): Promise<Customer> => {
    const username = `bench_shopper_${i}`;
    await post('/api/auth/register', {
      firstName: 'Bench',
      lastName: 'Shopper',
      username,
      email: `${username}@example.in`,
      password: 'bench-secret',
    });
    const { token } = (await post('/api/auth/login', { identifier: username, password: 'bench-secret' })) as {
      token: string;
    };
    const authorization = `Bearer ${token}`;
    const { address } = (await post(
      '/api/addresses',
      {
        fullName: 'Ravi Sen',
        phone: '9830012345',
        addressLine1: '21 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        postalCode: '700016',
        isDefault: true,
      },
      authorization,
    )) as { address: { id: string } };
    return { authorization, addressId: address.id };
  };
  const customers: Customer[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, i) => signUp(start + i));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** What the order placement run saw, from the place-order answers alone. */
export interface OrderTally {
  placed: number;
  /** 409 (sold out between cart and order) or 400 (the cart add was refused: sold out). */
  soldOut: number;
  otherFailures: Record<string, number>;
  placeLatenciesMs: number[];
}

const newTally = (): OrderTally => ({ placed: 0, soldOut: 0, otherFailures: {}, placeLatenciesMs: [] });

export interface OrderRun {
  scenario: Scenario;
  tally: OrderTally;
}

/** Each variant's stock now, to check after the orders that every unit is on the shelf or in an order. */
export async function stockOf(database: BenchDatabase, variantIds: string[]): Promise<Map<string, number>> {
  const rows = await database.query<{ id: string; stock: number }>(
    'select id, stock from product_variants where id = any($1)',
    [variantIds],
  );
  return new Map(rows.map((row) => [row.id, row.stock]));
}

const json = { 'content-type': 'application/json' };
const SCARCE_VARIANTS = 5;

/**
 * Each connection repeats: add one unit to a customer's cart, place the order (cash on delivery,
 * which empties the cart). Customers are lent to one connection at a time. One sequence in ten
 * asks for one of the five scarcest variants, so they sell out during the run and the guarded
 * stock update is raced for real. The warm-up sequence orders plentiful variants only (those
 * orders are not counted), so the scarce ones are still there when the measured run starts.
 */
export async function orderPlacement(
  origin: string,
  customers: Customer[],
  variants: { id: string; stock: number }[],
): Promise<OrderRun> {
  const byStock = [...variants].sort((a, b) => a.stock - b.stock);
  const scarce = byStock.slice(0, SCARCE_VARIANTS).map((v) => v.id);
  const plenty = byStock.slice(SCARCE_VARIANTS).map((v) => v.id);
  const random = seededRandom(7);
  const pickPlenty = picker(plenty, 8);
  const pickScarce = picker(scarce, 9);
  const pickVariant = () => (random() < 0.1 ? pickScarce() : pickPlenty());

  // One order first, outside the measurement: its answer's size is the ceiling's body size.
  const probe = customers[0] as Customer;
  await call(origin, 'POST', '/api/cart/add', probe, { productVariantId: pickPlenty(), quantity: 1 });
  const placedProbe = await call(origin, 'POST', '/api/orders/place', probe, {
    addressId: probe.addressId,
    paymentMethod: 'COD',
  });
  if (placedProbe.status !== 201) throw new Error(`The probe order answered ${placedProbe.status}`);
  const bodyBytes = (await placedProbe.arrayBuffer()).byteLength;

  const idle = [...customers];
  interface Context {
    customer?: Customer;
    placeSentAt?: number;
  }
  const giveBack = (customer: Customer, clean: boolean) => {
    if (!clean) {
      idle.push(customer);
      return;
    }
    // A refused order leaves its cart full: empty it before lending the customer again.
    void emptyCart(origin, customer).then(
      () => idle.push(customer),
      () => {},
    );
  };
  const sequence = (pick: () => string, tally: OrderTally): autocannon.Request[] => [
    {
      method: 'POST',
      path: '/api/cart/add',
      setupRequest: (request, context: Context) => {
        // The customer idle longest, so the orders spread over all of them as a shop's do.
        const customer = idle.shift() ?? (customers[Math.floor(random() * customers.length)] as Customer);
        context.customer = customer;
        return {
          ...request,
          headers: { ...json, authorization: customer.authorization },
          body: JSON.stringify({ productVariantId: pick(), quantity: 1 }),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/orders/place',
      setupRequest: (request, context: Context) => {
        const customer = context.customer as Customer;
        context.placeSentAt = performance.now();
        return {
          ...request,
          headers: { ...json, authorization: customer.authorization },
          body: JSON.stringify({ addressId: customer.addressId, paymentMethod: 'COD' }),
        };
      },
      onResponse: (status, _body, context: Context) => {
        if (context.placeSentAt !== undefined)
          tally.placeLatenciesMs.push(performance.now() - context.placeSentAt);
        if (status === 201) tally.placed++;
        else if (status === 409 || status === 400) tally.soldOut++;
        else tally.otherFailures[status] = (tally.otherFailures[status] ?? 0) + 1;
        if (context.customer) giveBack(context.customer, status !== 201);
      },
    },
  ];
  const tally = newTally();
  return {
    scenario: {
      name: 'order placement',
      request: `POST /api/cart/add then POST /api/orders/place (COD), ${customers.length} customers`,
      nextPath: () => '/api/cart/add',
      bodyBytes,
      requests: sequence(pickVariant, tally),
      warmupRequests: sequence(pickPlenty, newTally()),
    },
    tally,
  };
}

/** The stock check after the run: nothing below zero, and every unit on the shelf or in an order. */
export async function checkNoOversell(database: BenchDatabase, stockBefore: Map<string, number>) {
  const [negative] = await database.query<{ count: number }>(
    'select count(*)::int as count from product_variants where stock < 0',
  );
  const rows = await database.query<{ id: string; stock: number; ordered: number }>(
    `select v.id, v.stock, coalesce(sum(i.quantity) filter (where o.stock_released_at is null), 0)::int as ordered
       from product_variants v
       left join order_items i on i.product_variant_id = v.id
       left join orders o on o.id = i.order_id
      where v.id = any($1)
      group by v.id, v.stock`,
    [[...stockBefore.keys()]],
  );
  const mismatched = rows.filter((row) => row.stock + row.ordered !== stockBefore.get(row.id));
  const oversold = rows.filter((row) => row.ordered > (stockBefore.get(row.id) ?? 0));
  const soldOutVariants = rows.filter((row) => row.stock === 0).length;
  const [orders] = await database.query<{ count: number; units: number }>(
    `select (select count(*)::int from orders) as count,
            (select coalesce(sum(quantity), 0)::int from order_items) as units`,
  );
  return {
    ok: (negative?.count ?? 0) === 0 && mismatched.length === 0 && oversold.length === 0,
    variantsBelowZero: negative?.count ?? 0,
    variantsOversold: oversold.length,
    variantsWithUnitsUnaccounted: mismatched.length,
    variantsSoldOut: soldOutVariants,
    orders: orders?.count ?? 0,
    unitsOrdered: orders?.units ?? 0,
  };
}

function call(origin: string, method: string, path: string, customer: Customer, body?: unknown) {
  return fetch(`${origin}${path}`, {
    method,
    headers: { ...(body ? json : {}), authorization: customer.authorization },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function emptyCart(origin: string, customer: Customer): Promise<void> {
  const cart = (await (await call(origin, 'GET', '/api/cart', customer)).json()) as {
    items: { id: string }[];
  };
  for (const item of cart.items) await call(origin, 'DELETE', `/api/cart/remove/${item.id}`, customer);
}
