import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, productVariants } from '../../db/schema/catalogue';
import { shopSettings } from '../../db/schema/settings';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { users } from '../../db/schema/users';
import type { MailMessage } from '../../lib/mail';
import { byWhatsApp } from './service';

/** Alerts told per transaction: a restock of a popular size is told in several, each short. */
const BATCH = 100;

export type SweepContext = Pick<FastifyInstance, 'db' | 'mailer' | 'messaging' | 'config'>;

/**
 * Tells each shopper waiting for a variant that has stock again, once, and forgets their alert. Alerts
 * are taken only while their variant is sold out, so stock now means it went from 0 to more, by
 * whichever path wrote it. Each batch is claimed (FOR UPDATE SKIP LOCKED: two sweeps never take the
 * same alert), its messages queued, and its alerts deleted in one transaction: a process that dies
 * before the commit leaves the alerts to the next sweep (a message may then go twice, never none).
 * Returns how many shoppers were told.
 */
export async function tellShoppersBackInStock(ctx: SweepContext): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: stockAlerts.id,
          firstName: users.firstName,
          email: users.email,
          mobile: users.mobile,
          byWhatsApp,
          productId: products.id,
          name: products.name,
          color: productVariants.color,
          size: productVariants.size,
        })
        .from(stockAlerts)
        .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(users, eq(users.id, stockAlerts.userId))
        .leftJoin(shopSettings, eq(shopSettings.id, 1))
        .where(
          and(
            gt(productVariants.stock, 0),
            isNull(productVariants.archivedAt),
            isNull(products.archivedAt),
            // A product taken back to draft tells no one until it is published again.
            eq(products.status, 'ACTIVE'),
          ),
        )
        .orderBy(asc(stockAlerts.createdAt))
        .limit(BATCH)
        .for('update', { of: stockAlerts, skipLocked: true });
      for (const alert of due) {
        const item = `${alert.name} (${alert.color}, ${alert.size})`;
        const link = `${ctx.config.publicUrl}/product/${alert.productId}`;
        if (alert.byWhatsApp && alert.mobile) {
          await ctx.messaging.tellBackInStock({ to: alert.mobile, firstName: alert.firstName, item, link });
        } else {
          await ctx.mailer.send(backInStockMail(alert.email, alert.firstName, item, link));
        }
      }
      if (due.length > 0) {
        await tx.delete(stockAlerts).where(
          inArray(
            stockAlerts.id,
            due.map((alert) => alert.id),
          ),
        );
      }
      return due.length;
    });
    told += batch;
    if (batch < BATCH) return told;
  }
}

export function backInStockMail(to: string, firstName: string, item: string, link: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    `Good news: ${item} is back in stock.`,
    '',
    `See it at ${link}`,
    '',
    'You asked us to tell you once, so this is the only mail about it.',
  ].join('\n');
  return { to, subject: `Back in stock: ${item}`, text };
}
