import type { ShipmentStatus } from '@vastra/contract/shipping';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { findOrder } from '../orders';
import type { ShippingContext } from './context';

/** The parcel's news told by a mail of its own; DELIVERED is told by the order's status mail. */
export const TOLD_BY_SHIPMENT_MAIL: readonly ShipmentStatus[] = [
  'PICKED_UP',
  'OUT_FOR_DELIVERY',
  'UNDELIVERED',
];

const NEWS: Partial<
  Record<ShipmentStatus, (n: string, courier: string) => { subject: string; sentence: string }>
> = {
  PICKED_UP: (n, courier) => ({
    subject: `Your order #${n} has been picked up`,
    sentence: `${courier} has picked up your order #${n} and it is on its way to you.`,
  }),
  OUT_FOR_DELIVERY: (n) => ({
    subject: `Your order #${n} is out for delivery`,
    sentence: `Your order #${n} is out for delivery today. Please keep your phone at hand for the courier.`,
  }),
  UNDELIVERED: (n, courier) => ({
    subject: `We could not deliver your order #${n}`,
    sentence: `${courier} tried to deliver your order #${n} but could not. We will try again, or get in touch with you.`,
  }),
};

/**
 * Tells the shopper where their parcel is, once the event has committed, with the tracking link
 * `/track/{orderId}`. Queued like the status mails (orders/status-mail.ts): a failure is logged and
 * never undoes the event.
 */
export function mailShipmentNews(ctx: ShippingContext, orderId: string, status: ShipmentStatus): void {
  const news = NEWS[status];
  if (!news) return;
  setImmediate(() => {
    void (async () => {
      const order = await findOrder(ctx.db, eq(orders.id, orderId));
      if (!order) return;
      const { subject, sentence } = news(order.id.slice(0, 8), order.shipment?.courier ?? 'The courier');
      const text = [
        `Hello ${order.user.firstName},`,
        '',
        sentence,
        '',
        `Track your parcel at ${ctx.publicUrl}/track/${order.id}`,
      ].join('\n');
      await ctx.mailer.send({ to: order.user.email, subject, text });
      if (status === 'OUT_FOR_DELIVERY' || status === 'UNDELIVERED') {
        await ctx.messaging.tellOrderNews({
          kind: status,
          userId: order.user.id,
          firstName: order.user.firstName,
          orderNumber: `#${order.id.slice(0, 8)}`,
          detail: `${ctx.publicUrl}/track/${order.id}`,
        });
      }
    })().catch((error: unknown) => {
      ctx.log.error({ err: error, orderId }, 'shipment mail could not be sent');
    });
  });
}
