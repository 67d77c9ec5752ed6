import type {
  AdminReturnPage,
  AdminReturnQuery,
  ReturnRequest,
  ReturnStatus,
} from '@vastra/contract/returns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returns } from '../../db/schema/returns';
import { type SessionUser, staffMayUse } from '../../lib/auth-guard';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { pageOffset, paginationOf } from '../../lib/pages';
import { type CreditNoteFile, creditNoteFile } from '../invoices';
import type { ShopContext } from '../orders';
import { bookReturnPickup, type ShippingContext } from '../shipping';
import { moveReturnStatus } from './move-status';
import { type ReturnInput, requestReturn } from './request-return';
import { mailReturnNews } from './return-mail';
import { findReturn, findReturns } from './return-view';

/** A shopper asks to return or exchange units of their delivered order; they are mailed that it arrived. */
export async function createReturn(
  ctx: ShopContext,
  userId: string,
  orderId: string,
  input: ReturnInput,
): Promise<ReturnRequest> {
  const now = new Date();
  const returnId = await ctx.db.transaction((tx) => requestReturn(tx, userId, orderId, input, now));
  mailReturnNews(ctx, returnId);
  return readReturn(ctx.db, returnId);
}

/** The caller's requests, newest first: a customer has few, so all of them. */
export async function listMyReturns(db: Db, userId: string): Promise<ReturnRequest[]> {
  return findReturns(db, { where: eq(returns.userId, userId) });
}

/** Every request for the back office, newest first, of one status or all. */
export async function listAllReturns(db: Db, query: AdminReturnQuery): Promise<AdminReturnPage> {
  const where = query.status ? eq(returns.status, query.status) : undefined;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(returns).where(where);
  const total = counted?.total ?? 0;
  const found = await findReturns(db, {
    where,
    limit: query.limit,
    offset: pageOffset(query),
    withChangedBy: true,
  });
  return {
    returns: found,
    pagination: paginationOf(query, total),
  };
}

/** One request, for its customer or an admin; anyone else's is answered as a missing one. */
export async function returnForCaller(db: Db, caller: SessionUser, returnId: string): Promise<ReturnRequest> {
  const admin = staffMayUse(caller, 'returns');
  const found = await findReturn(db, returnId, {
    userId: admin ? undefined : caller.id,
    withChangedBy: admin,
  });
  if (!found) throw notFound('Return request not found.');
  return found;
}

export const PICKUP_ONLY_ON_APPROVAL = 'A pickup is booked only when the request is approved.';

/**
 * An admin moves a request on (see moveReturnStatus); the shopper is mailed the news. Approving with
 * `pickup` books the reverse pickup in the same transaction, so a courier that refuses leaves the
 * request as it was.
 */
export async function changeReturnStatus(
  ctx: ShippingContext,
  returnId: string,
  change: { status: ReturnStatus; note?: string | null; pickup?: boolean },
  adminId: string,
): Promise<ReturnRequest> {
  if (change.pickup && change.status !== 'APPROVED') throw fieldError('pickup', PICKUP_ONLY_ON_APPROVAL);
  const now = new Date();
  const note = change.note || null;
  await ctx.db.transaction(async (tx) => {
    await moveReturnStatus(ctx, tx, { returnId, status: change.status, note, adminId }, now);
    if (change.pickup) await bookReturnPickup(ctx, tx, returnId, now);
  });
  mailReturnNews(ctx, returnId);
  const found = await findReturn(ctx.db, returnId, { withChangedBy: true });
  if (!found) throw notFound('Return request not found.');
  return found;
}

/** A refunded request's credit note as a PDF, for its customer or an admin; 409 before it is refunded. */
export async function creditNoteForCaller(
  db: Db,
  caller: SessionUser,
  returnId: string,
): Promise<CreditNoteFile> {
  const [request] = await db.select({ userId: returns.userId }).from(returns).where(eq(returns.id, returnId));
  if (!request || (!staffMayUse(caller, 'returns', 'reports') && request.userId !== caller.id)) {
    throw notFound('Return request not found.');
  }
  const file = await creditNoteFile(db, returnId);
  if (!file) throw conflict('The credit note is issued when the request is refunded.');
  return file;
}

async function readReturn(db: Db, returnId: string): Promise<ReturnRequest> {
  const found = await findReturn(db, returnId);
  if (!found) throw notFound('Return request not found.');
  return found;
}
