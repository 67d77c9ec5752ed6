import { normaliseIndianMobile } from '@vastra/contract/indian-mobile';
import type { Order } from '@vastra/contract/orders';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { formatRupees, fromPaise, toPaise } from '../../lib/money';
import type { ShopContext } from '../orders';
import { codToken } from './token';

/** What asking needs beyond the shop: the secret that signs links, and WhatsApp's template language. */
export interface AskingKeys {
  secret: string;
  whatsappLanguage: string;
}

/** The payloads of the cod_confirmation template's two quick-reply buttons: Confirm, then Cancel order. */
export const CONFIRM_BUTTON = 'COD_CONFIRM:';
export const DECLINE_BUTTON = 'COD_DECLINE:';

/**
 * Asks the shopper of a COD order waiting for confirmation whether they still want it: by WhatsApp
 * with Confirm and Cancel buttons when they opted in with a verified mobile, else by SMS with the
 * signed link (to their verified mobile, else the delivery phone, else the mobile on their profile),
 * else, with no phone at all, by mail with the link. Queued like every message, so it is retried.
 */
export async function askShopperToConfirm(ctx: ShopContext, keys: AskingKeys, order: Order): Promise<void> {
  const [shopper] = await ctx.db
    .select({
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      optedInAt: users.whatsappOptInAt,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, order.user.id));
  if (!shopper) return;
  const token = codToken(keys.secret, order.id);
  const link = `${ctx.publicUrl}/cod/${token}`;
  const name = order.user.firstName;
  const number = `#${order.id.slice(0, 8)}`;
  // What the courier will collect: store credit already paid the rest.
  const total = formatRupees(fromPaise(toPaise(order.orderTotal) - toPaise(order.storeCreditUsed ?? '0')));

  const verified = shopper.mobileVerified ? shopper.mobile : null;
  if (verified && shopper.optedInAt) {
    await ctx.messaging.sendWhatsApp({
      to: verified,
      template: 'cod_confirmation',
      language: keys.whatsappLanguage,
      parameters: [name, number, total],
      buttonPayloads: [`${CONFIRM_BUTTON}${token}`, `${DECLINE_BUTTON}${token}`],
      text: `Hello ${name}, you ordered ${number} for ${total}, to pay on delivery. Shall we send it? Tap Confirm, or Cancel order.`,
    });
    return;
  }
  const phone =
    verified ??
    normaliseIndianMobile(order.address.phone ?? '') ??
    normaliseIndianMobile(shopper.mobile ?? '');
  if (phone) {
    await ctx.messaging.sendSms({
      to: phone,
      kind: 'cod-confirmation',
      text: `Vastra: please confirm your cash on delivery order ${number} of ${total}, or cancel it: ${link}`,
      values: { name, order: number, amount: total, link },
    });
    return;
  }
  if (!shopper.email) return;
  await ctx.mailer.send({
    to: shopper.email,
    subject: `Please confirm your order ${number}`,
    text: [
      `Hello ${name},`,
      '',
      `You ordered ${number} for ${total}, to pay on delivery. Please confirm it so that we can pack it, or cancel it if you no longer want it:`,
      link,
      '',
      'An order that is not confirmed in time is cancelled.',
    ].join('\n'),
  });
}
