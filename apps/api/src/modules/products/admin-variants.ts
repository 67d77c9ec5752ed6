import { type CheckedVariant, SKU_TAKEN } from '@vastra/contract/admin';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productVariants } from '../../db/schema/catalogue';
import { cartItems, orderItems } from '../../db/schema/shopping';
import { badRequest, conflict } from '../../lib/errors';
import { exactPrices } from '../../lib/money';

const NOT_THIS_PRODUCTS = 'This variant is not one of the product.';

/**
 * Makes the product's live variants match the form (docs/api.md §3, PUT /products): a variant with an id is
 * updated, one without is created, and a live variant left out is removed: archived when an order
 * names it (the order keeps it), deleted otherwise; either way it leaves every cart.
 */
export async function syncVariants(tx: Tx, productId: string, variants: CheckedVariant[]): Promise<void> {
  // Locked so an order being placed waits and then finds a removed variant gone, never half removed.
  const live = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .for('update');
  const liveIds = new Set(live.map((variant) => variant.id));
  checkVariantIds(variants, liveIds);
  await checkSkus(tx, variants);

  const keptIds = new Set(variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
  await removeVariants(
    tx,
    [...liveIds].filter((id) => !keptIds.has(id)),
  );

  const now = new Date();
  for (const variant of variants) {
    if (!variant.id) continue;
    // A form that says what stock it was loaded with changes stock by the admin's change only: units
    // sold since it was opened stay sold (stock 5, 2 sold, an untouched save leaves 3, not 5).
    const stock =
      variant.loadedStock === undefined
        ? variant.stock
        : sql`greatest(0, ${productVariants.stock} + ${variant.stock - variant.loadedStock})`;
    await tx
      .update(productVariants)
      .set({ ...variantColumns(variant), stock, updatedAt: now })
      .where(eq(productVariants.id, variant.id));
  }
  const added = variants.filter((variant) => !variant.id);
  if (added.length > 0) {
    await tx.insert(productVariants).values(
      added.map((variant, index) => ({
        ...variantColumns(variant),
        productId,
        // Variants are listed by creation time: a millisecond apart keeps the form's order.
        createdAt: new Date(now.getTime() + index),
        updatedAt: now,
      })),
    );
  }
}

/** 400 naming each entry whose id is not a live variant of this product, or repeats another's. */
function checkVariantIds(variants: CheckedVariant[], liveIds: Set<string>): void {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  variants.forEach((variant, index) => {
    if (!variant.id) return;
    if (!liveIds.has(variant.id) || seen.has(variant.id))
      errors[`productVariants.${index}.id`] = NOT_THIS_PRODUCTS;
    seen.add(variant.id);
  });
  if (Object.keys(errors).length > 0) throw badRequest(NOT_THIS_PRODUCTS, errors);
}

/**
 * 400 for a SKU given twice in the form, 409 for one another variant (of any product, archived ones
 * included) already has; either under the variant's field. Variants that keep their SKU are not checked.
 */
async function checkSkus(tx: Tx, variants: CheckedVariant[]): Promise<void> {
  const repeated: Record<string, string> = {};
  const byKey = new Map<string, number>();
  variants.forEach((variant, index) => {
    if (!variant.sku) return;
    const key = variant.sku.toLowerCase();
    if (byKey.has(key)) repeated[`productVariants.${index}.sku`] = SKU_TAKEN;
    else byKey.set(key, index);
  });
  if (Object.keys(repeated).length > 0) throw badRequest(SKU_TAKEN, repeated);
  if (byKey.size === 0) return;
  const ownIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  const taken = await tx
    .select({ sku: sql<string>`lower(${productVariants.sku})` })
    .from(productVariants)
    .where(
      and(
        inArray(sql`lower(${productVariants.sku})`, [...byKey.keys()]),
        ownIds.length > 0 ? notInArray(productVariants.id, ownIds) : undefined,
      ),
    );
  if (taken.length === 0) return;
  const errors = Object.fromEntries(
    taken.map(({ sku }) => [`productVariants.${byKey.get(sku)}.sku`, SKU_TAKEN]),
  );
  throw conflict(SKU_TAKEN, errors);
}

async function removeVariants(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(inArray(cartItems.productVariantId, ids));
  const ordered = await tx
    .selectDistinct({ id: orderItems.productVariantId })
    .from(orderItems)
    .where(inArray(orderItems.productVariantId, ids));
  const orderedIds = ordered.map((row) => row.id);
  const unordered = ids.filter((id) => !orderedIds.includes(id));
  if (orderedIds.length > 0) {
    await tx
      .update(productVariants)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(inArray(productVariants.id, orderedIds));
  }
  if (unordered.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, unordered));
}

/** A checked form variant as column values: prices exact to the paisa. */
function variantColumns(variant: CheckedVariant) {
  return {
    color: variant.color,
    colorHexCode: variant.colorHexCode,
    size: variant.size,
    stock: variant.stock,
    // Left out, an existing variant keeps its SKU.
    ...(variant.sku === undefined ? {} : { sku: variant.sku }),
    ...exactPrices(variant),
  };
}
