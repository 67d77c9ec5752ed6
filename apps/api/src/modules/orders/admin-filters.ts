import type { AdminOrderFilters } from '@vastra/contract/orders';
import { and, between, eq, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { containsPattern, mobileDigits } from '../../lib/search-words';

/**
 * The admin order list's filters as a condition on orders joined with their customers: a delivery
 * status, and words found in the order number (the start of its id, "#1a2b3c4d"), the customer's
 * name or email, the recipient's name, or the recipient's mobile number. Name, email and phone
 * searches read trigram indexes; an order number is a range of the primary key.
 */
export function adminOrderCondition(filters: AdminOrderFilters): SQL | undefined {
  const status = filters.status ? eq(orders.deliveryStatus, filters.status) : undefined;
  const words = filters.q?.trim().toLowerCase();
  if (!words) return status;
  const like = containsPattern(words);
  const phone = mobileDigits(words);
  const idRange = orderIdRange(words);
  return and(
    status,
    or(
      idRange ? between(orders.id, idRange[0], idRange[1]) : undefined,
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${like}`,
      sql`lower(${users.email}) like ${like}`,
      sql`lower(${orders.fullName}) like ${like}`,
      phone ? sql`${orders.phone} like ${`%${phone}%`}` : undefined,
    ),
  );
}

/** "#1a2b3c4d" (the start of an order id, as screens and mail show it) -> the ids that start so. */
function orderIdRange(words: string): [string, string] | undefined {
  const hex = words.replace(/^#/, '').replaceAll('-', '');
  if (!/^[0-9a-f]{4,32}$/.test(hex)) return undefined;
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}
