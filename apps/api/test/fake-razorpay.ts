import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

export const keys = { keyId: 'rzp_test_Vastra1234', keySecret: 'test-key-secret-42' };
export const webhookSecret = 'whsec-vastra-razorpay-0042';

export const hmac = (message: string, secret: string) =>
  createHmac('sha256', secret).update(message).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: string | null;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
}

/** Razorpay's error body: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
function refuse(reply: FastifyReply, status: number, description: string, field?: string) {
  const code = status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR';
  return reply.status(status).send({
    error: {
      code,
      description,
      source: status === 401 ? 'NA' : 'business',
      step: 'NA',
      reason: status === 401 ? 'NA' : 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * A local Razorpay stand-in with Razorpay's documented rules: Basic auth with the key id and
 * secret (401 otherwise), orders in paise of at least 100 with a receipt of at most 40 characters,
 * the payments of an order, a payment by id, refunds of a captured payment (never more than was
 * captured) made idempotent by X-Refund-Idempotency (the same key with another body is refused),
 * and errors as Razorpay writes them. It serves a checkout.js stand-in too, whose Pay button
 * captures a payment here and posts Checkout's signed result to the callback URL, as the real one does.
 */
export async function startFakeRazorpay() {
  const server = Fastify();
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const idempotency = new Map<string, { body: string; refundId: string }>();
  const state = { unreachable: false, refundCalls: 0 };
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  server.addHook('onRequest', async (request, reply) => {
    // Unreachable: the connection is cut before any answer, as with a network outage.
    if (state.unreachable) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (request.url.startsWith('/v1/checkout') || request.url.startsWith('/_checkout/')) return;
    if (request.headers.authorization !== authorization) {
      return refuse(reply, 401, 'Authentication failed');
    }
  });

  server.post('/v1/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
      return refuse(reply, 400, 'The amount must be at least INR 1.00', 'amount');
    }
    if (body.currency !== 'INR') return refuse(reply, 400, 'The currency field is invalid.', 'currency');
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) {
      return refuse(reply, 400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: FakeOrder = {
      id: newId('order'),
      entity: 'order',
      amount: body.amount as number,
      amount_paid: 0,
      amount_due: body.amount as number,
      currency: 'INR',
      receipt: (body.receipt as string | undefined) ?? null,
      notes: (body.notes as Record<string, string> | undefined) ?? {},
      status: 'created',
      attempts: 0,
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  });

  const noSuchId = (reply: FastifyReply) => refuse(reply, 400, 'The id provided does not exist');

  server.get('/v1/orders/:id', async (request, reply) => {
    const order = orders.get((request.params as { id: string }).id);
    return order ?? noSuchId(reply);
  });

  server.get('/v1/orders/:id/payments', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!orders.has(id)) return noSuchId(reply);
    const items = [...payments.values()].filter((payment) => payment.order_id === id);
    return { entity: 'collection', count: items.length, items };
  });

  server.get('/v1/payments/:id', async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    return payment ?? noSuchId(reply);
  });

  server.post('/v1/payments/:id/refund', async (request, reply) => {
    state.refundCalls++;
    const payment = payments.get((request.params as { id: string }).id);
    if (!payment) return noSuchId(reply);
    const key = request.headers['x-refund-idempotency'];
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,}$/.test(key))) {
      return refuse(reply, 400, 'The idempotency key is invalid.');
    }
    if (typeof key === 'string') {
      const earlier = idempotency.get(key);
      if (earlier && earlier.body !== JSON.stringify(body)) {
        return refuse(
          reply,
          400,
          'Different request with the same idempotency key has already been processed.',
        );
      }
      if (earlier) return refunds.get(earlier.refundId);
    }
    if (payment.status !== 'captured') {
      return refuse(reply, 400, 'The payment has not been captured yet or has been fully refunded.');
    }
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      return refuse(reply, 400, 'The amount must be at least INR 1.00', 'amount');
    }
    if (payment.amount_refunded + (amount as number) > payment.amount) {
      return refuse(
        reply,
        400,
        'The total refund amount is greater than the refund payment amount',
        'amount',
      );
    }
    const refund: FakeRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: 'INR',
      payment_id: payment.id,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      notes: {},
      status: 'pending',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      created_at: now(),
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += refund.amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (typeof key === 'string') idempotency.set(key, { body: JSON.stringify(body), refundId: refund.id });
    return refund;
  });

  server.get('/v1/payments/:id/refunds', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!payments.has(id)) return noSuchId(reply);
    const items = [...refunds.values()].filter((refund) => refund.payment_id === id);
    return { entity: 'collection', count: items.length, items };
  });

  /** A shopper's attempt at paying an order: captured (for `amount`, the order's by default) or failed. */
  function attempt(orderId: string, outcome: 'captured' | 'failed' | 'authorized', amount?: number) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the fake Razorpay has no order ${orderId}`);
    const payment: FakePayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: amount ?? order.amount,
      currency: 'INR',
      status: outcome,
      order_id: order.id,
      method: 'upi',
      captured: outcome === 'captured',
      amount_refunded: 0,
      refund_status: null,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment was declined by the bank.' : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts++;
    order.status = outcome === 'captured' ? 'paid' : 'attempted';
    if (outcome === 'captured') {
      order.amount_paid = payment.amount;
      order.amount_due = 0;
    }
    return payment;
  }

  /** What Checkout hands back for a paid attempt: the ids and their signature with the key secret. */
  const checkoutResult = (payment: FakePayment) => ({
    razorpay_payment_id: payment.id,
    razorpay_order_id: payment.order_id,
    razorpay_signature: hmac(`${payment.order_id}|${payment.id}`, keys.keySecret),
  });

  // The stand-in's own calls, made from the browser (so answered to any origin).
  server.post('/_checkout/orders/:id/:outcome', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const { id, outcome } = request.params as { id: string; outcome: string };
    if (!orders.has(id)) return noSuchId(reply);
    const payment = attempt(id, outcome === 'pay' ? 'captured' : 'failed');
    if (outcome === 'pay') return checkoutResult(payment);
    return {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment was declined by the bank.',
      'error[source]': 'bank',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: id }),
    };
  });

  server.get('/v1/checkout.js', async (_request, reply) => {
    reply.type('application/javascript').header('access-control-allow-origin', '*');
    return CHECKOUT_STAND_IN;
  });

  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    orders,
    payments,
    refunds,
    /** Refunds by the X-Refund-Idempotency key they were made with. */
    idempotency,
    state,
    /** The Razorpay order made for our payment (its receipt). */
    orderFor: (merchantTransactionId: string) =>
      [...orders.values()].find((order) => order.receipt === merchantTransactionId),
    attempt,
    checkoutResult,
    /** A webhook for `payment` as Razorpay sends it: the raw body, its signature and event id. */
    webhook(event: string, payment: FakePayment, secret = webhookSecret) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_VastraTest01',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment } },
        created_at: now(),
      });
      return { body, signature: hmac(body, secret), eventId: newId('evt') };
    },
    close: () => server.close(),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/**
 * checkout.js as the journeys see it: `new Razorpay(options).open()` shows the amount with Pay and
 * Decline; Pay captures a payment at the fake and posts Checkout's signed result to
 * options.callback_url as a form, Decline posts Checkout's error fields the same way.
 */
const CHECKOUT_STAND_IN = `(function () {
  var base = new URL(document.currentScript.src).origin;
  function post(url, fields) {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }
  window.Razorpay = function (options) {
    this.open = function () {
      var old = document.getElementById('razorpay-stand-in');
      if (old) old.remove();
      var box = document.createElement('div');
      box.id = 'razorpay-stand-in';
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Razorpay Checkout (test stand-in)');
      box.style.cssText = 'position:fixed;inset:0;background:rgb(0 0 0/.6);display:grid;place-items:center';
      var panel = document.createElement('div');
      panel.style.cssText = 'background:#fff;padding:24px;border-radius:12px;min-width:260px;font:16px system-ui';
      var title = document.createElement('p');
      title.textContent = options.name + ': Rs. ' + (options.amount / 100).toFixed(2);
      var who = document.createElement('p');
      who.textContent = (options.prefill && options.prefill.email) || '';
      panel.appendChild(title);
      panel.appendChild(who);
      [['pay', 'Pay now'], ['decline', 'Decline']].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[1];
        button.onclick = function () {
          fetch(base + '/_checkout/orders/' + encodeURIComponent(options.order_id) + '/' + choice[0], { method: 'POST' })
            .then(function (response) { return response.json(); })
            .then(function (fields) { post(options.callback_url, fields); });
        };
        panel.appendChild(button);
      });
      box.appendChild(panel);
      document.body.appendChild(box);
    };
  };
})();`;
