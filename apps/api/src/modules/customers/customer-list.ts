import type { CustomerListQuery, CustomerPage } from '@vastra/contract/customers';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { pageOffset, paginationOf } from '../../lib/pages';
import { containsPattern, mobileDigits } from '../../lib/search-words';
import { customerColumns, customerFigures, toCustomerSummary } from './customer-figures';

/**
 * Customers (never staff), newest first, a page at a time, found by words in their name, email or
 * mobile number. Name and email read the users table's trigram indexes; the figures are worked out
 * for the page's customers only.
 */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const where = and(eq(users.userType, 'CUSTOMER'), customerSearch(query.q));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const page = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(pageOffset(query))
    .as('page');
  const rows = await db
    .select({ ...customerColumns, ...customerFigures })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
  return { customers: rows.map(toCustomerSummary), pagination: paginationOf(query, counted?.total ?? 0) };
}

/** Words found anywhere in the customer's name or email, or digits in their mobile number. */
function customerSearch(q: string | undefined): SQL | undefined {
  const words = q?.trim().toLowerCase();
  if (!words) return undefined;
  const like = containsPattern(words);
  const phone = mobileDigits(words);
  return or(
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
    sql`lower(${users.email}) like ${like}`,
    phone ? sql`${users.mobile} like ${`%${phone}%`}` : undefined,
  );
}
