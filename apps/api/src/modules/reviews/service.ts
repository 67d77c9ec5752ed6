import type {
  MyReviewAnswer,
  Review,
  ReviewInput,
  ReviewPage,
  ReviewPageQuery,
  ReviewSummary,
} from '@vastra/contract/reviews';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { returnItems, returns } from '../../db/schema/returns';
import { productRatings, reviews } from '../../db/schema/reviews';
import { orderItems, orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { type SessionUser, staffMayUse } from '../../lib/auth-guard';
import { forbidden, notFound } from '../../lib/errors';
import { pageOffset, paginationOf } from '../../lib/pages';
import { ratingOf } from './rating';

export const REVIEW_NEEDS_DELIVERY =
  'You can review a product once an order of it has been delivered to you.';
export const REVIEW_NEEDS_KEPT_UNIT =
  'Every unit of this product delivered to you was returned, so you can no longer review it.';

const sortOrders = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  rating_desc: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating_asc: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/** A page of a live product's reviews with the summary of all of them, in two queries; 404 for no such product. */
export async function listReviews(db: Db, productId: string, query: ReviewPageQuery): Promise<ReviewPage> {
  const summary = await findSummary(db, productId);
  if (!summary) throw notFound('Product not found.');
  const rows = await selectReviews(db)
    .where(eq(reviews.productId, productId))
    .orderBy(...sortOrders[query.sort])
    .limit(query.limit)
    .offset(pageOffset(query));
  return {
    data: rows.map(toReview),
    pagination: paginationOf(query, summary.count),
    summary,
  };
}

/** The caller's review of a live product (null when none) and whether they may write one; 404 for no such product. */
export async function findMyReview(db: Db, userId: string, productId: string): Promise<MyReviewAnswer> {
  const [found] = await db
    .select({ id: products.id, kept: keepsUnit(userId), reviewId: reviews.id })
    .from(products)
    .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.userId, userId)))
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!found) throw notFound('Product not found.');
  return {
    review: found.reviewId ? await readReview(db, found.reviewId) : null,
    canReview: found.kept,
  };
}

/**
 * Whether the customer keeps a unit of the product from a delivered order: a line of it has more
 * units than were returned for money and taken back (received or refunded). What makes a review a
 * verified purchase, and what lets a customer write one. An exchange keeps the unit (another size or
 * colour of the same product).
 */
const keepsUnitOf = (userId: string | SQL, productId: SQL) =>
  sql<boolean>`exists (
    select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.product_id = ${productId} and o.user_id = ${userId} and o.delivery_status = 'DELIVERED'
      and oi.quantity > (
        select coalesce(sum(ri.quantity), 0) from ${returnItems} ri join ${returns} r on r.id = ri.return_id
        where ri.order_item_id = oi.id and ri.type = 'RETURN' and r.status in ('RECEIVED', 'REFUNDED')))`;

/** `keepsUnitOf` for the row of `products` in the query. */
const keepsUnit = (userId: string) => keepsUnitOf(userId, sql`${products}.id`);

/** Whether the customer has an order of the product (the row of `products` in the query) delivered. */
const receivedBy = (userId: string) =>
  sql<boolean>`exists (
    select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where oi.product_id = ${products}.id and o.user_id = ${userId} and o.delivery_status = 'DELIVERED')`;

/**
 * Saves the caller's review of a product they received and kept (403 otherwise), replacing their earlier one:
 * one per customer and product. The product's rating changes in the same transaction.
 */
export async function saveReview(
  db: Db,
  userId: string,
  productId: string,
  input: ReviewInput,
): Promise<{ review: Review; replaced: boolean }> {
  const saved = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: products.id,
        received: receivedBy(userId),
        kept: keepsUnit(userId),
      })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)));
    if (!found) throw notFound('Product not found.');
    if (!found.received) throw forbidden(REVIEW_NEEDS_DELIVERY);
    if (!found.kept) throw forbidden(REVIEW_NEEDS_KEPT_UNIT);
    await lockRating(tx, productId);
    const [earlier] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    const values = { rating: input.rating, title: input.title, text: input.text, createdAt: new Date() };
    const [row] = earlier
      ? await tx.update(reviews).set(values).where(eq(reviews.id, earlier.id)).returning({ id: reviews.id })
      : await tx
          .insert(reviews)
          .values({ ...values, productId, userId })
          .returning({ id: reviews.id });
    if (!row) throw new Error('the review was not written');
    await recountRating(tx, productId);
    return { id: row.id, replaced: Boolean(earlier) };
  });
  return { review: await readReview(db, saved.id), replaced: saved.replaced };
}

/** Deletes a review: its author or an admin may (403 for anyone else); the rating follows at once. */
export async function deleteReview(
  db: Db,
  caller: Pick<SessionUser, 'id' | 'userType' | 'staffRole'>,
  reviewId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: reviews.userId, productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound('Review not found.');
    if (found.userId !== caller.id && !staffMayUse(caller, 'catalogue', 'customers')) {
      throw forbidden('You can delete only your own reviews.');
    }
    await lockRating(tx, found.productId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await recountRating(tx, found.productId);
  });
}

/**
 * Takes the product's rating row (made on first use) for this transaction: review writes for one
 * product queue here, so each recount below sees every review committed before it.
 */
async function lockRating(tx: Tx, productId: string): Promise<void> {
  await tx.insert(productRatings).values({ productId }).onConflictDoNothing();
  await tx
    .select({ productId: productRatings.productId })
    .from(productRatings)
    .where(eq(productRatings.productId, productId))
    .for('update');
}

/** Counts the product's reviews again rather than adding to the totals, so they can never drift. */
async function recountRating(tx: Tx, productId: string): Promise<void> {
  await tx
    .update(productRatings)
    .set({
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(productRatings.productId, productId));
}

/** The summary of a live product's reviews, or undefined when there is no such product. */
async function findSummary(db: Db, productId: string): Promise<ReviewSummary | undefined> {
  const [found] = await db
    .select({
      byRating: sql<Record<string, number> | null>`(
        select json_object_agg(r.rating, r.n) from (
          select ${reviews.rating} as rating, count(*)::int as n from ${reviews}
          where ${reviews.productId} = ${products}.id group by ${reviews.rating}) r)`,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!found) return undefined;
  const counted = found.byRating ?? {};
  const byRating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    byRating[stars] = Number(counted[stars] ?? 0);
    count += byRating[stars];
    sum += stars * byRating[stars];
  }
  return { ...ratingOf(count, sum), byRating };
}

function selectReviews(db: Db) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      // Named with their table: a bare column would be read inside the subquery as its own table's.
      verifiedPurchase: keepsUnitOf(sql`${reviews}.user_id`, sql`${reviews}.product_id`),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .$dynamic();
}

async function readReview(db: Db, reviewId: string): Promise<Review> {
  const [row] = await selectReviews(db).where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review not found.');
  return toReview(row);
}

interface ReviewRow {
  id: string;
  productId: string;
  rating: number;
  title: string | null;
  text: string | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  verifiedPurchase: boolean;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: authorName(row.firstName, row.lastName),
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/** "Ravi T.": a reviewer is shown by first name and last initial, never in full. */
export function authorName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
