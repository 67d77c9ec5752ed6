import type { Cart } from '@vastra/contract/cart';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { products, productVariants } from '../../db/schema/catalogue';
import { shopSettings } from '../../db/schema/settings';
import { cartItems, carts } from '../../db/schema/shopping';
import { checkSessionStands, type SessionValues, sessionStands } from '../../lib/auth-guard';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { priceCartCoupon } from '../coupons';
import { cartLinesJson, linesOfCart, readCart, toCart } from './cart-view';

const MAX_QUANTITY = 2_147_483_647;

/** The caller's cart id; the cart is created on first use. */
export async function ensureCart(db: Db | Tx, userId: string): Promise<string> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (existing) return existing.id;
  const created = await createCart(db, userId);
  if (created) return created;
  // Another request created it between our select and insert.
  const [raced] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!raced) throw new Error('cart vanished while being created');
  return raced.id;
}

/** Creates the user's cart: its id, or undefined when a concurrent request created it first. */
async function createCart(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [created] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoNothing({ target: carts.userId })
    .returning({ id: carts.id });
  return created?.id;
}

/** The caller's cart as docs/api.md's Cart (created on first use). */
export async function getCart(db: Db | Tx, userId: string): Promise<Cart> {
  const cart = await readCart(db, userId);
  if (cart) return cart;
  // Whether this insert or a concurrent first request's stands, the cart is there to read.
  await createCart(db, userId);
  const created = await readCart(db, userId);
  if (!created) throw new Error('cart vanished while being created');
  return created;
}

/**
 * Adds units of a variant, merging into the line that already holds it; never past the stock. A
 * token whose session no longer stands is a 401 (the statement asks), and nothing is added.
 */
export async function addToCart(
  db: Db,
  token: SessionValues,
  input: { productVariantId: string; quantity: number },
): Promise<Cart> {
  const { userId } = token;
  // More units than an int column holds are past any stock: only the refusal's reason is looked up.
  if (input.quantity > MAX_QUANTITY) {
    await checkSessionStands(db, token);
    await explainRefusal(db, await ensureCart(db, userId), input, true);
  }
  for (let refusals = 0; ; ) {
    const { signedIn, cartId, added, lines, couponId } = await addUnits(db, token, input);
    if (!signedIn) throw unauthorized();
    // No cart id: another request created the cart at the same moment; it is there now.
    if (!cartId) await ensureCart(db, userId);
    else if (added) return priceCartCoupon(db, userId, toCart(cartId, lines), couponId);
    // A refusal is explained from a second look; if by then the units fit (stock came back), try again.
    else await explainRefusal(db, cartId, input, ++refusals === 3);
  }
}

/**
 * Adds the units in one guarded statement, creating the cart on first use: a new line only while
 * the live variant has that many in stock, a merge only while the line's new quantity stays within
 * it. The merge locks the line and re-checks against its latest quantity, so concurrent adds cannot
 * pass the stock either. `added` is false when refused; otherwise `lines` is the cart as it now
 * stands (the statement cannot see its own changes in the table, so the added line replaces the
 * one it merged into). Nothing is added unless the token's session stands (`signedIn`).
 */
async function addUnits(
  db: Db,
  token: SessionValues,
  input: { productVariantId: string; quantity: number },
): Promise<UnitsAdded> {
  const [row] = await addUnitsStatement(db, { ...token, ...input });
  if (!row) throw new Error('the add-to-cart statement returned no row');
  return row;
}

/** What `addUnits`'s statement returns. */
interface UnitsAdded {
  signedIn: boolean;
  cartId: string | null;
  added: boolean;
  lines: Parameters<typeof toCart>[1];
  couponId: string | null;
}

const addUnitsStatement = namedStatement<
  UnitsAdded,
  SessionValues & { productVariantId: string; quantity: number }
>('add_to_cart', () => {
  const userId = sql`${sql.placeholder('userId')}::uuid`;
  const quantity = sql`${sql.placeholder('quantity')}::int`;
  return sql`
    with session as (
      select ${sessionStands()} as stands
    ), existing as (
      select id from ${carts} where user_id = ${userId} and (select stands from session)
    ), created as (
      insert into ${carts} (user_id) select ${userId}
      where not exists (select 1 from existing) and (select stands from session)
      on conflict (user_id) do nothing
      returning id
    ), cart as (
      select id from existing union all select id from created
    ), variant as (
      -- A line holds at most the stock, and at most the shop's units per line.
      select v.id, least(v.stock, (select max_quantity_per_line from ${shopSettings} where id = 1)) as allowed
      from ${productVariants} v join ${products} p on p.id = v.product_id
      where v.id = ${sql.placeholder('productVariantId')}::uuid and v.archived_at is null and p.archived_at is null and p.status = 'ACTIVE'
    ), added as (
      insert into ${cartItems} (cart_id, product_variant_id, quantity)
      select cart.id, variant.id, ${quantity} from cart, variant
      where variant.allowed >= ${quantity}
      on conflict (cart_id, product_variant_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity::bigint + excluded.quantity <= (select allowed from variant)
      returning cart_items.id, cart_items.product_variant_id, cart_items.quantity, cart_items.created_at
    )
    select (select stands from session) as "signedIn", (select id from cart) as "cartId",
      exists (select 1 from added) as added,
      (select coupon_id from existing join ${carts} c using (id)) as "couponId",
      ${cartLinesJson(sql`
        ${linesOfCart(sql`(select id from cart)`)} and id not in (select id from added)
        union all
        select id, product_variant_id, quantity, created_at from added`)} as lines
  `;
});

/** Throws the 404 or 409 that says why `addUnits` refused, unless the units would fit now. */
async function explainRefusal(
  db: Db,
  cartId: string,
  input: { productVariantId: string; quantity: number },
  lastAttempt: boolean,
): Promise<void> {
  const variant = await findLiveVariant(db, input.productVariantId);
  if (!variant) throw notFound('Product variant not found.');
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productVariantId, variant.id)));
  const inCart = line?.quantity ?? 0;
  checkQuantity(variant, inCart + input.quantity, inCart);
  if (lastAttempt) throw conflict(`Only ${variant.stock} left in stock.`);
}

/**
 * Sets one of the caller's lines to a new quantity between 1 and the variant's stock (and the shop's
 * units per line), in one statement that also reads the cart as it then stands: a busy shop's
 * shoppers change quantities far more often than they order. A token whose session no longer stands
 * is a 401 and a line that is not theirs a 404, both changing nothing; a refusal says why from the
 * figures the statement saw.
 */
export async function updateCartQuantity(
  db: Db,
  token: SessionValues,
  input: { cartItemId: string; newQuantity: number },
): Promise<Cart> {
  const [row] = await changeQuantityStatement(db, { ...token, ...input });
  if (!row?.signedIn) throw unauthorized();
  if (!row.cartId) throw notFound('Cart item not found.');
  if (!row.changed) {
    if (!row.variant) throw conflict('This item is no longer available.');
    checkQuantity(row.variant, input.newQuantity, 0);
    throw new Error('the quantity change was refused for no reason the checks know');
  }
  return priceCartCoupon(db, token.userId, toCart(row.cartId, row.lines), row.couponId);
}

/** What `updateCartQuantity`'s statement returns: all but `signedIn` null when no line of theirs was found. */
interface QuantityChange {
  signedIn: boolean;
  cartId: string | null;
  /** Null when the variant or its product has left the catalogue. */
  variant: { stock: number; perLine: number } | null;
  changed: boolean;
  couponId: string | null;
  lines: Parameters<typeof toCart>[1];
}

const changeQuantityStatement = namedStatement<
  QuantityChange,
  SessionValues & { cartItemId: string; newQuantity: number }
>('change_cart_quantity', () => {
  // bigint: a quantity past what an int holds is compared and refused, never cast into an error
  // (least() with the stock keeps PostgreSQL from folding the cast while planning).
  const newQuantity = sql`${sql.placeholder('newQuantity')}::bigint`;
  return sql`
    with session as (
      select ${sessionStands()} as stands
    ), line as (
      select ci.id, ci.cart_id, ci.product_variant_id from ${cartItems} ci
      join ${carts} c on c.id = ci.cart_id
      where ci.id = ${sql.placeholder('cartItemId')}::uuid and c.user_id = ${sql.placeholder('userId')}::uuid
        and (select stands from session)
    ), variant as (
      select v.stock, (select max_quantity_per_line from ${shopSettings} where id = 1) as "perLine"
      from line join ${productVariants} v on v.id = line.product_variant_id
      join ${products} p on p.id = v.product_id
      where v.archived_at is null and p.archived_at is null and p.status = 'ACTIVE'
    ), changed as (
      update ${cartItems} set quantity = least(${newQuantity}, variant.stock), updated_at = now()
      from line, variant
      where cart_items.id = line.id and ${newQuantity} <= variant.stock and ${newQuantity} <= variant."perLine"
      returning cart_items.id, cart_items.product_variant_id, cart_items.quantity, cart_items.created_at
    )
    select (select stands from session) as "signedIn", line.cart_id as "cartId",
      (select row_to_json(variant) from variant) as variant,
      exists (select 1 from changed) as changed,
      (select coupon_id from ${carts} where id = line.cart_id) as "couponId",
      ${cartLinesJson(sql`
        ${linesOfCart(sql`line.cart_id`)} and id not in (select id from changed)
        union all
        select id, product_variant_id, quantity, created_at from changed`)} as lines
    from (select 1) as statement left join line on true
  `;
});

/** Removes one of the caller's lines. */
export async function removeCartItem(db: Db, userId: string, cartItemId: string): Promise<Cart> {
  const line = await findOwnLine(db, userId, cartItemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return getCart(db, userId);
}

/** Removes every line and the offer code from a user's cart (an order was placed or paid for). */
export async function emptyCart(db: Db | Tx, userId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
    );
  await db
    .update(carts)
    .set({ couponId: null })
    .where(and(eq(carts.userId, userId), isNotNull(carts.couponId)));
}

/** The variant, its stock and the shop's units per line, unless it or its product has left the catalogue. */
async function findLiveVariant(db: Db | Tx, variantId: string) {
  const [variant] = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      perLine: sql<number>`(select ${shopSettings.maxQuantityPerLine} from ${shopSettings} where ${shopSettings.id} = 1)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.id, variantId),
        isNull(productVariants.archivedAt),
        isNull(products.archivedAt),
        eq(products.status, 'ACTIVE'),
      ),
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

/**
 * Throws the 409 that says why `wanted` units cannot be in the line: the lower of the two ceilings
 * is named, the stock or the shop's per-item limit, so the shopper learns the most they can have.
 */
function checkQuantity(
  { stock, perLine }: { stock: number; perLine: number },
  wanted: number,
  alreadyInCart: number,
): void {
  if (wanted > perLine && perLine < stock) {
    const inCart =
      alreadyInCart > 0
        ? `, and ${alreadyInCart} ${alreadyInCart === 1 ? 'is' : 'are'} already in your cart`
        : '';
    throw conflict(`You can buy at most ${perLine} of this item in one order${inCart}.`);
  }
  if (wanted > stock) {
    if (stock === 0) throw conflict('This item is out of stock.');
    if (alreadyInCart > 0) {
      throw conflict(`Only ${stock} left in stock, and ${alreadyInCart} already in your cart.`);
    }
    throw conflict(`Only ${stock} left in stock.`);
  }
}
