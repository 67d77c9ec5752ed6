import type { DashboardFigures } from '@vastra/contract/dashboard';
import type { DeliveryStatus } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/shopping';
import { fromPaise, toPaise } from '../../lib/money';
import { newAccountsWithOpenCod } from './cod-watch';

/** The shop's calendar: "today" and each day's sales are counted in Indian time. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const DAYS = 30;
export const LOW_STOCK_LEVEL = 5;
const LOW_STOCK_ROWS = 20;

interface DayRow {
  date: string;
  orders: number;
  revenue: string;
}

/**
 * GET /admin/dashboard in four queries, each aggregated by the database: sales per day over the
 * last 30 days (today last, days without orders included), orders by status, low stock, and new
 * accounts with many open cash-on-delivery orders. `testPayments` says the simulator takes payments.
 * Orders count every order placed; revenue leaves CANCELED orders out.
 */
export async function dashboardFigures(db: Db, testPayments: boolean): Promise<DashboardFigures> {
  const [days, statuses, lowStock, codWatch] = await Promise.all([
    salesByDay(db),
    ordersByStatus(db),
    lowStockVariants(db),
    newAccountsWithOpenCod(db),
  ]);
  const byDay = days.map((day) => ({
    date: day.date,
    orders: day.orders,
    revenue: fromPaise(toPaise(day.revenue)),
  }));
  const today = byDay.at(-1) ?? { orders: 0, revenue: fromPaise(0) };
  return {
    today: { orders: today.orders, revenue: today.revenue },
    last30Days: {
      orders: byDay.reduce((sum, day) => sum + day.orders, 0),
      revenue: fromPaise(byDay.reduce((sum, day) => sum + toPaise(day.revenue), 0)),
      byDay,
    },
    ordersByStatus: statuses,
    lowStock,
    codWatch,
    testPayments,
  };
}

async function salesByDay(db: Db): Promise<DayRow[]> {
  const result = await db.execute(sql`
    with shop_today as (select (now() at time zone ${SHOP_TIME_ZONE})::date as day),
    days as (
      select (shop_today.day - offs)::date as day
      from shop_today, generate_series(${DAYS - 1}::int, 0, -1) as offs
    ),
    sales as (
      select (${orders.orderDate} at time zone ${SHOP_TIME_ZONE})::date as day,
        count(*)::int as orders,
        coalesce(sum(${orders.orderTotal}) filter (where ${orders.deliveryStatus} <> 'CANCELED'), 0) as revenue
      from ${orders}, shop_today
      where ${orders.orderDate} >= ((shop_today.day - ${DAYS - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(sales.orders, 0)::int as orders,
      coalesce(sales.revenue, 0)::text as revenue
    from days left join sales on sales.day = days.day
    order by days.day`);
  return (result as unknown as { rows: DayRow[] }).rows;
}

async function ordersByStatus(db: Db): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .select({ status: orders.deliveryStatus, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.deliveryStatus);
  const counts = Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<
    DeliveryStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Live variants of live products with 5 or fewer left, the emptiest first. */
function lowStockVariants(db: Db) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      color: productVariants.color,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
    .where(
      and(
        lte(productVariants.stock, LOW_STOCK_LEVEL),
        isNull(productVariants.archivedAt),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(
      asc(productVariants.stock),
      asc(products.name),
      asc(productVariants.color),
      asc(productVariants.size),
    )
    .limit(LOW_STOCK_ROWS);
}
