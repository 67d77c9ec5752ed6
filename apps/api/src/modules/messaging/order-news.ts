import type { OrderMessageKind } from '@vastra/contract/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';
import type { WhatsAppMessage } from './channels';

/** One piece of order news, as the mail that tells it knows it. */
export interface OrderNews {
  kind: OrderMessageKind;
  userId: string;
  firstName: string;
  /** The order number the shopper sees (# and the first 8 characters of its id). */
  orderNumber: string;
  /** The template's third value: the total for a placed order, else the tracking link. */
  detail: string;
}

/** The approved template of each message: the shopper's name, the order number, then `detail`. */
const TEMPLATES: Record<OrderMessageKind, { name: string; text: (news: OrderNews) => string }> = {
  ORDER_PLACED: {
    name: 'order_placed',
    text: (n) => `Hello ${n.firstName}, your order ${n.orderNumber} is confirmed. Total: ${n.detail}.`,
  },
  SHIPPED: {
    name: 'order_shipped',
    text: (n) => `Hello ${n.firstName}, your order ${n.orderNumber} has shipped. Track it: ${n.detail}`,
  },
  OUT_FOR_DELIVERY: {
    name: 'order_out_for_delivery',
    text: (n) =>
      `Hello ${n.firstName}, your order ${n.orderNumber} is out for delivery today. Track it: ${n.detail}`,
  },
  DELIVERED: {
    name: 'order_delivered',
    text: (n) => `Hello ${n.firstName}, your order ${n.orderNumber} has been delivered. Details: ${n.detail}`,
  },
  UNDELIVERED: {
    name: 'order_undelivered',
    text: (n) =>
      `Hello ${n.firstName}, the courier could not deliver your order ${n.orderNumber}. We will try again or call you. Track it: ${n.detail}`,
  },
};

/**
 * The WhatsApp message for this news, when the shop sends this kind by WhatsApp and the shopper
 * opted in with a verified mobile; else null (their mail tells them, as it always has).
 */
export async function whatsappForOrderNews(
  db: Db,
  language: string,
  news: OrderNews,
): Promise<WhatsAppMessage | null> {
  const [row] = await db
    .select({
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      optedInAt: users.whatsappOptInAt,
      kinds: shopSettings.whatsappMessages,
    })
    .from(users)
    .innerJoin(shopSettings, eq(shopSettings.id, 1))
    .where(eq(users.id, news.userId));
  if (!row?.mobile || !row.mobileVerified || !row.optedInAt || !row.kinds.includes(news.kind)) return null;
  const template = TEMPLATES[news.kind];
  return {
    to: row.mobile,
    template: template.name,
    language,
    parameters: [news.firstName, news.orderNumber, news.detail],
    text: template.text(news),
  };
}
