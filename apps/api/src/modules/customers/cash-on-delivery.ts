import type { CustomerSummary } from '@vastra/contract/customers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { CUSTOMER_NOT_FOUND, findCustomer } from './customer-page';

/**
 * Turns cash on delivery off (`blocked`) or on again for one customer: POST /orders/place then
 * refuses their COD orders (checkout reads the flag with the cart). Staff are not customers: 404.
 */
export async function setCodBlocked(db: Db, id: string, blocked: boolean): Promise<CustomerSummary> {
  const [updated] = await db
    .update(users)
    .set({ codBlocked: blocked, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.userType, 'CUSTOMER')))
    .returning({ id: users.id });
  if (!updated) throw notFound(CUSTOMER_NOT_FOUND);
  return findCustomer(db, id);
}
