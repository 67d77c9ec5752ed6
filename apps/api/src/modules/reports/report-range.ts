import type { ReportRangeQuery } from '@vastra/contract/reports';
import { type SQL, sql } from 'drizzle-orm';

/** The shop's calendar, as the dashboard's: a day runs from midnight to midnight in India. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/**
 * `moment` (a timestamp column, e.g. sql`o.order_date`) falls on a day of the range in India time: from midnight starting `from` to
 * midnight ending `to`, compared on the moment itself so the column's index serves.
 */
export function inRange(moment: SQL, range: ReportRangeQuery): SQL {
  return sql`${moment} >= (${range.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})
    and ${moment} < ((${range.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** The rows a raw query answered, whichever driver ran it. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
