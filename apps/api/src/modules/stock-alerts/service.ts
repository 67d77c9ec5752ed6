import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { shopSettings } from '../../db/schema/settings';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { users } from '../../db/schema/users';
import { conflict, fieldError, notFound } from '../../lib/errors';

const NOT_THIS_PRODUCTS = "This colour and size is not one of this product's.";

/**
 * Asks to be told once when this sold-out variant is back (docs/api.md §16); asking again is the same
 * one alert. 404 for a product not on sale, 400 under `variantId` for a variant not of it, 409 when
 * the variant is in stock (there is nothing to wait for) or the shopper can be reached by neither
 * mail nor WhatsApp.
 */
export async function addStockAlert(db: Db, userId: string, productId: string, variantId: string) {
  const variant = await liveVariant(db, productId, variantId);
  if (variant.stock > 0) throw conflict('Good news: this size is in stock. Add it to your bag now.');
  if (!(await reachable(db, userId))) {
    throw conflict(
      'We have no way to tell you: add an email to your profile, or turn on WhatsApp updates with a verified mobile.',
    );
  }
  await db.insert(stockAlerts).values({ userId, variantId }).onConflictDoNothing();
}

/** Forgets the caller's alert for this variant of the product; forgetting one that is not there is fine. */
export async function removeStockAlert(db: Db, userId: string, productId: string, variantId: string) {
  const ofProduct = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), sql`${stockAlerts.variantId} in ${ofProduct}`));
}

/** The variants of this product the caller waits for. */
export async function stockAlertsOfProduct(db: Db, userId: string, productId: string) {
  const rows = await db
    .select({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(and(eq(stockAlerts.userId, userId), eq(productVariants.productId, productId)));
  return { variantIds: rows.map((row) => row.variantId) };
}

/** The live variant, with its stock: 404 for a product not on sale, 400 for a variant not of it. */
async function liveVariant(db: Db, productId: string, variantId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt), eq(products.status, 'ACTIVE')));
  if (!product) throw notFound('Product not found.');
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        isNull(productVariants.archivedAt),
      ),
    );
  if (!variant) throw fieldError('variantId', NOT_THIS_PRODUCTS);
  return variant;
}

/** Whether the back-in-stock sweep has a way to the shopper: an email, or WhatsApp the shop uses for it. */
async function reachable(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ reachable: sql<boolean>`(${users.email} <> '' or ${byWhatsApp})` })
    .from(users)
    .leftJoin(shopSettings, eq(shopSettings.id, 1))
    .where(eq(users.id, userId));
  return row?.reachable ?? false;
}

/**
 * A shopper who opted in with a verified mobile, in a shop that sends back in stock by WhatsApp, is
 * told there instead of by mail (docs/api.md §14).
 */
export const byWhatsApp = sql<boolean>`coalesce(${users.mobileVerified} and ${users.mobile} is not null and ${users.whatsappOptInAt} is not null and 'BACK_IN_STOCK' = any(${shopSettings.whatsappMessages}), false)`;
