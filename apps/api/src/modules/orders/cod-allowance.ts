import type { ShopSettings } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { users } from '../../db/schema/users';
import { conflict, type HttpError } from '../../lib/errors';
import { formatRupees } from './confirmation-mail';

/**
 * Inside the order's transaction, before its statement: locks the customer, so that the statement
 * (which checks the shop's allowance of open cash-on-delivery orders per account, see writeOrder)
 * reads any order of theirs that was being placed at the same moment: parallel orders cannot all
 * pass. The lock is a statement of its own because a statement reads the orders committed before it
 * began, not those committed while it waited for a lock. A shop with no COD orders allowed is a 409.
 */
export async function lockCodCustomer(tx: Tx, userId: string, settings: ShopSettings): Promise<void> {
  if (settings.codMaxOpenOrders === 0) {
    throw conflict('Cash on delivery is not available at the moment. Please pay online.');
  }
  await lockCustomer(tx, { userId });
}

/**
 * The 409 that says why the order statement refused one more cash-on-delivery order: the customer's
 * open COD orders are as many as the shop allows, or else their value with this cart's passed it.
 */
export function codRefusal(openOrders: number, settings: ShopSettings): HttpError {
  if (openOrders >= settings.codMaxOpenOrders) {
    const orderWord = openOrders === 1 ? 'order' : 'orders';
    return conflict(
      `You already have ${openOrders} cash on delivery ${orderWord} on the way. Please pay online for this one, or wait until one is delivered.`,
    );
  }
  return conflict(
    `Cash on delivery is available for up to ${formatRupees(settings.codMaxOpenValue)} in open orders. Please pay online for this order.`,
  );
}

const lockCustomer = namedStatement<unknown, { userId: string }>(
  'lock_customer',
  () => sql`select 1 from ${users} where ${users.id} = ${sql.placeholder('userId')} for update`,
);
