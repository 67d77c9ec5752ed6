import type { CodWatchEntry } from '@vastra/contract/settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';

/** An account this young with this many open cash-on-delivery orders is worth a look before shipping. */
const NEW_ACCOUNT_DAYS = 7;
const OPEN_COD_ORDERS = 2;
const ROWS = 10;

/**
 * Accounts made in the last week with two or more cash-on-delivery orders still open (not delivered,
 * not cancelled), the largest open value first: fake orders that hold stock look like this.
 */
export async function newAccountsWithOpenCod(db: Db): Promise<CodWatchEntry[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.first_name || ' ' || u.last_name as name, u.email,
      u.created_at as "joinedAt", count(*)::int as "openCodOrders", sum(o.order_total)::text as "openCodValue"
    from ${orders} o join ${users} u on u.id = o.user_id
    where o.payment_method = 'COD' and o.delivery_status in ('PENDING', 'SHIPPED')
      and u.created_at > now() - make_interval(days => ${NEW_ACCOUNT_DAYS})
    group by u.id
    having count(*) >= ${OPEN_COD_ORDERS}
    order by sum(o.order_total) desc, u.created_at desc
    limit ${ROWS}`);
  const rows = (result as unknown as { rows: (CodWatchEntry & { joinedAt: string | Date })[] }).rows;
  return rows.map((row) => ({
    ...row,
    joinedAt: new Date(row.joinedAt).toISOString(),
    openCodValue: Number(row.openCodValue).toFixed(2),
  }));
}
