import type { SalesFigures, SalesReport, SalesReportQuery } from '@vastra/contract/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema/returns';
import { orderItems, orders } from '../../db/schema/shopping';
import { fromPaise, type Paise, toPaise } from '../../lib/money';
import { inRange, rowsOf, SHOP_TIME_ZONE } from './report-range';

interface PeriodRow {
  start: string;
  end: string;
  orders: number;
  units: number;
  net: string;
  discounts: string;
  refunds: string;
}

interface Sums {
  orders: number;
  units: number;
  net: Paise;
  discounts: Paise;
  refunds: Paise;
}

/**
 * GET /admin/reports/sales: one row per day, week (Monday to Sunday) or month of the range in India
 * time, those without orders included, each cut to the range, then the totals. CANCELED orders are
 * left out; refunds count on the day they were given.
 */
export async function salesReport(db: Db, query: SalesReportQuery): Promise<SalesReport> {
  const rows = rowsOf<PeriodRow>(await db.execute(periodSums(query)));
  const periods = rows.map((row) => {
    const sums = {
      orders: row.orders,
      units: row.units,
      net: toPaise(row.net),
      discounts: toPaise(row.discounts),
      refunds: toPaise(row.refunds),
    };
    return { start: row.start, end: row.end, ...figures(sums) };
  });
  const total = (pick: (row: PeriodRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const totals = figures({
    orders: total((row) => row.orders),
    units: total((row) => row.units),
    net: total((row) => toPaise(row.net)),
    discounts: total((row) => toPaise(row.discounts)),
    refunds: total((row) => toPaise(row.refunds)),
  });
  return { from: query.from, to: query.to, by: query.by, periods, totals };
}

function figures(sums: Sums): SalesFigures {
  return {
    orders: sums.orders,
    units: sums.units,
    // An order's total is its lines' prices minus its discount (orders.discount).
    grossSales: fromPaise(sums.net + sums.discounts),
    discounts: fromPaise(sums.discounts),
    netSales: fromPaise(sums.net),
    refunds: fromPaise(sums.refunds),
    averageOrderValue: fromPaise(sums.orders > 0 ? Math.round(sums.net / sums.orders) : 0),
  };
}

/** Each period's sums in one query: the periods, the orders placed in each, the refunds given in each. */
function periodSums({ from, to, by }: SalesReportQuery) {
  const step = `1 ${by}`;
  const periodOf = (moment: string) =>
    sql`date_trunc(${by}, (${sql.raw(moment)} at time zone ${SHOP_TIME_ZONE})::date::timestamp)::date`;
  return sql`
    with periods as (
      select p::date as period
      from generate_series(date_trunc(${by}, ${from}::date::timestamp), ${to}::date::timestamp, ${step}::interval) as p
    ),
    placed as (
      select ${periodOf('o.order_date')} as period, count(*)::int as orders,
        sum(lines.units)::int as units, sum(o.order_total) as net, sum(o.discount) as discounts
      from ${orders} o
      cross join lateral (
        select coalesce(sum(oi.quantity), 0) as units from ${orderItems} oi where oi.order_id = o.id
      ) as lines
      where o.delivery_status <> 'CANCELED' and ${inRange(sql`o.order_date`, { from, to })}
      group by 1
    ),
    refunded as (
      select ${periodOf('r.created_at')} as period, sum(r.amount) as amount
      from ${refunds} r
      where r.state <> 'FAILED' and ${inRange(sql`r.created_at`, { from, to })}
      group by 1
    )
    select to_char(greatest(periods.period, ${from}::date), 'YYYY-MM-DD') as start,
      to_char(least((periods.period + ${step}::interval)::date - 1, ${to}::date), 'YYYY-MM-DD') as "end",
      coalesce(placed.orders, 0)::int as orders,
      coalesce(placed.units, 0)::int as units,
      coalesce(placed.net, 0)::text as net,
      coalesce(placed.discounts, 0)::text as discounts,
      coalesce(refunded.amount, 0)::text as refunds
    from periods
    left join placed on placed.period = periods.period
    left join refunded on refunded.period = periods.period
    order by periods.period`;
}
