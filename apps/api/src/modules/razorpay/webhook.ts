import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentWebhookEvents } from '../../db/schema/shopping';
import { badRequest, unauthorized } from '../../lib/errors';
import { applyProviderReport } from '../checkout';
import type { ShopContext } from '../orders';
import type { RazorpayCheckout } from '../payments';
import { reportOf } from './checkout-callback';
import { paymentByRazorpayOrder } from './payment-records';

const paymentEvent = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z
      .looseObject({
        entity: z.looseObject({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int(),
          status: z.string(),
        }),
      })
      .optional(),
  }),
});

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Applies a Razorpay webhook: only with X-Razorpay-Signature over the raw body (401 otherwise,
 * nothing changed), once per X-Razorpay-Event-Id. payment.captured completes our payment for the
 * order total (another amount is a mismatch), payment.failed fails it; either is harmless before or
 * after Checkout's callback, as a payment's outcome is recorded once. Other events are acknowledged.
 */
export async function applyRazorpayWebhook(
  ctx: ShopContext,
  razorpay: RazorpayCheckout,
  headers: IncomingHttpHeaders,
  raw: Buffer,
): Promise<void> {
  if (!razorpay.webhookSignatureValid(raw, header(headers, 'x-razorpay-signature'))) {
    throw unauthorized('The webhook could not be verified.');
  }
  const eventId = header(headers, 'x-razorpay-event-id');
  if (!eventId || eventId.length > 200) throw badRequest('X-Razorpay-Event-Id is missing.');
  const [seen] = await ctx.db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, 'razorpay'), eq(paymentWebhookEvents.eventId, eventId)));
  if (seen) return;

  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const event = paymentEvent.safeParse(body);
  if (!event.success) throw badRequest('The webhook body is not a Razorpay event.');
  const entity = event.data.payload.payment?.entity;
  const relevant = event.data.event === 'payment.captured' || event.data.event === 'payment.failed';
  if (relevant && entity?.order_id) {
    const payment = await paymentByRazorpayOrder(ctx.db, entity.order_id);
    if (payment) {
      const report = reportOf({
        id: entity.id,
        orderId: entity.order_id,
        amountPaise: entity.amount,
        status: event.data.event === 'payment.captured' ? 'captured' : 'failed',
      });
      await applyProviderReport(ctx, payment.merchantTransactionId, report);
    }
  }
  // Recorded once applied: a delivery that failed half-way is applied again when Razorpay resends it.
  await ctx.db.insert(paymentWebhookEvents).values({ provider: 'razorpay', eventId }).onConflictDoNothing();
}
