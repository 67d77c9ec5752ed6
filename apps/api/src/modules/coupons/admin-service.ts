import type { Coupon, CouponInput, CouponPage } from '@vastra/contract/coupons';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { conflict, notFound } from '../../lib/errors';
import { exactRupees, exactRupeesOrNull } from '../../lib/money';
import { pageOffset, paginationOf } from '../../lib/pages';
import { postgresCode } from '../../lib/postgres-code';
import { timesUsedSql } from './coupon-facts';
import type { CouponRow } from './coupon-rules';

const codeTaken = (code: string) => `There is already a coupon with the code ${code}.`;

/** Every coupon, newest first, each with how often it was used, in two queries. */
export async function listCoupons(db: Db, query: { page: number; limit: number }): Promise<CouponPage> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(coupons);
  const total = counted?.total ?? 0;
  const rows = await selectCoupons(db)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return {
    data: rows.map(toCoupon),
    pagination: paginationOf(query, total),
  };
}

/** Adds a coupon; 409 when its code is taken, whatever the case. */
export async function createCoupon(db: Db, input: CouponInput): Promise<Coupon> {
  const id = await saveUnique(input.code, async () => {
    const [row] = await db.insert(coupons).values(toColumns(input)).returning({ id: coupons.id });
    return row?.id;
  });
  return readCoupon(db, id);
}

/**
 * Replaces every field of a coupon, but showInCart when the body leaves it out. Orders placed with it
 * keep the discount they got; carts holding it are priced by the new rules from their next look.
 */
export async function updateCoupon(db: Db, id: string, input: CouponInput): Promise<Coupon> {
  await saveUnique(input.code, async () => {
    const [row] = await db
      .update(coupons)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id });
    return row?.id;
  });
  return readCoupon(db, id);
}

/** Deletes a coupon: carts holding it lose it, and orders keep the code they were placed with. */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  const [deleted] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!deleted) throw notFound('Coupon not found.');
}

async function saveUnique(code: string, write: () => Promise<string | undefined>): Promise<string> {
  let id: string | undefined;
  try {
    id = await write();
  } catch (error) {
    if (postgresCode(error) === '23505') throw conflict(codeTaken(code), { code: codeTaken(code) });
    throw error;
  }
  if (!id) throw notFound('Coupon not found.');
  return id;
}

function toColumns(input: CouponInput) {
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    minOrderValue: input.minOrderValue,
    maxDiscount: input.maxDiscount,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    active: input.active,
    // Left out, a new coupon takes the column's default (not shown) and an edited one keeps its own.
    ...(input.showInCart === undefined ? {} : { showInCart: input.showInCart }),
  };
}

function selectCoupons(db: Db) {
  return db
    .select({ coupon: coupons, timesUsed: timesUsedSql(new Date()) })
    .from(coupons)
    .$dynamic();
}

async function readCoupon(db: Db, id: string): Promise<Coupon> {
  const [row] = await selectCoupons(db).where(eq(coupons.id, id));
  if (!row) throw notFound('Coupon not found.');
  return toCoupon(row);
}

function toCoupon({ coupon, timesUsed }: { coupon: CouponRow; timesUsed: number }): Coupon {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: exactRupees(coupon.value),
    minOrderValue: exactRupeesOrNull(coupon.minOrderValue),
    maxDiscount: exactRupeesOrNull(coupon.maxDiscount),
    startsAt: coupon.startsAt?.toISOString() ?? null,
    endsAt: coupon.endsAt?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    firstOrderOnly: coupon.firstOrderOnly,
    active: coupon.active,
    showInCart: coupon.showInCart,
    timesUsed: Number(timesUsed),
  };
}
