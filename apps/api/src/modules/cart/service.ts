import type { Cart } from '@vastra/contract/cart';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { cartItems, carts } from '../../db/schema/shopping';
import { conflict, notFound } from '../../lib/errors';
import { fromPaise } from '../../lib/money';
import { effectivePrice, imagesByProduct, toVariant } from './catalogue-views';

const variantColumns = {
  id: productVariants.id,
  color: productVariants.color,
  colorHexCode: productVariants.colorHexCode,
  size: productVariants.size,
  originalPrice: productVariants.originalPrice,
  discountPrice: productVariants.discountPrice,
  stock: productVariants.stock,
};

/** The caller's cart id; the cart is created on first use. */
export async function ensureCart(db: Db | Tx, userId: string): Promise<string> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (existing) return existing.id;
  const [created] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning({ id: carts.id });
  if (created) return created.id;
  // Another request created it between our select and insert.
  const [raced] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!raced) throw new Error('cart vanished while being created');
  return raced.id;
}

/** The caller's cart as API.md's Cart, read in three queries however many lines it has. */
export async function getCart(db: Db | Tx, userId: string): Promise<Cart> {
  const cartId = await ensureCart(db, userId);
  const lines = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      variant: variantColumns,
      variantArchivedAt: productVariants.archivedAt,
      productId: products.id,
      productName: products.name,
      productArchivedAt: products.archivedAt,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.productVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const images = await imagesByProduct(
    db,
    lines.map((line) => line.productId),
  );

  let count = 0;
  let subtotal = 0;
  const items = lines.map((line) => {
    count += line.quantity;
    subtotal += effectivePrice(line.variant) * line.quantity;
    return {
      id: line.id,
      quantity: line.quantity,
      productVariantId: line.variant.id,
      available:
        line.productArchivedAt === null &&
        line.variantArchivedAt === null &&
        line.variant.stock >= line.quantity,
      product: {
        id: line.productId,
        name: line.productName,
        images: images.get(line.productId) ?? [],
        variant: toVariant(line.variant),
      },
    };
  });
  return { id: cartId, items, count, subtotal: fromPaise(subtotal) };
}

/** Adds units of a variant, merging into the line that already holds it; never past the stock. */
export async function addToCart(
  db: Db,
  userId: string,
  input: { productVariantId: string; quantity: number },
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const variant = await findLiveVariant(tx, input.productVariantId);
    if (!variant) throw notFound('Product variant not found.');
    const cartId = await ensureCart(tx, userId);
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productVariantId, variant.id)))
      .for('update');
    const inCart = line?.quantity ?? 0;
    checkStock(variant.stock, inCart + input.quantity, inCart);
    await tx
      .insert(cartItems)
      .values({ cartId, productVariantId: variant.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productVariantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      });
  });
  return getCart(db, userId);
}

/** Sets one of the caller's lines to a new quantity between 1 and the variant's stock. */
export async function updateCartQuantity(
  db: Db,
  userId: string,
  input: { cartItemId: string; newQuantity: number },
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const line = await findOwnLine(tx, userId, input.cartItemId);
    const variant = await findLiveVariant(tx, line.productVariantId);
    if (!variant) throw conflict('This item is no longer available.');
    checkStock(variant.stock, input.newQuantity, 0);
    await tx
      .update(cartItems)
      .set({ quantity: input.newQuantity, updatedAt: new Date() })
      .where(eq(cartItems.id, line.id));
  });
  return getCart(db, userId);
}

/** Removes one of the caller's lines. */
export async function removeCartItem(db: Db, userId: string, cartItemId: string): Promise<Cart> {
  const line = await findOwnLine(db, userId, cartItemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return getCart(db, userId);
}

/** Removes every line from a user's cart (an order was placed or paid for). */
export async function emptyCart(db: Db | Tx, userId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
    );
}

/** The variant and its stock, unless it or its product has left the catalogue. */
async function findLiveVariant(db: Db | Tx, variantId: string) {
  const [variant] = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(productVariants.id, variantId), isNull(productVariants.archivedAt), isNull(products.archivedAt)),
    );
  return variant;
}

// Someone else's line is answered exactly like a missing one.
async function findOwnLine(db: Db | Tx, userId: string, cartItemId: string) {
  const [line] = await db
    .select({ id: cartItems.id, productVariantId: cartItems.productVariantId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, cartItemId), eq(carts.userId, userId)));
  if (!line) throw notFound('Cart item not found.');
  return line;
}

function checkStock(stock: number, wanted: number, alreadyInCart: number): void {
  if (wanted <= stock) return;
  if (stock === 0) throw conflict('This item is out of stock.');
  if (alreadyInCart > 0) {
    throw conflict(`Only ${stock} left in stock, and ${alreadyInCart} already in your cart.`);
  }
  throw conflict(`Only ${stock} left in stock.`);
}
