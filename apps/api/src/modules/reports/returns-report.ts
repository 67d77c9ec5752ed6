import type { ReportRangeQuery, ReturnFigures, ReturnsReport } from '@vastra/contract/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { returnItems, returns } from '../../db/schema/returns';
import { orderItems, orders } from '../../db/schema/shopping';
import { inRange, rowsOf } from './report-range';

interface ProductRow {
  productId: string;
  name: string;
  category: string;
  unitsSold: number;
  unitsReturned: number;
  unitsExchanged: number;
}

/**
 * GET /admin/reports/returns: the units of the orders placed in the range (CANCELED left out) and
 * how many of those very units customers sent back, for their money or another size, in requests not
 * rejected; so the rate compares like with like whenever the request came. Per product too, the
 * most units sent back first.
 */
export async function returnsReport(db: Db, range: ReportRangeQuery): Promise<ReturnsReport> {
  const result = await db.execute(sql`
    with lines as (
      select oi.id, oi.product_id, oi.quantity
      from ${orderItems} oi join ${orders} o on o.id = oi.order_id
      where o.delivery_status <> 'CANCELED' and ${inRange(sql`o.order_date`, range)}
    ),
    sent_back as (
      select lines.product_id,
        coalesce(sum(ri.quantity) filter (where ri.type = 'RETURN'), 0)::int as returned,
        coalesce(sum(ri.quantity) filter (where ri.type = 'EXCHANGE'), 0)::int as exchanged
      from ${returnItems} ri
      join ${returns} r on r.id = ri.return_id
      join lines on lines.id = ri.order_item_id
      where r.status <> 'REJECTED'
      group by 1
    ),
    sold as (select product_id, sum(quantity)::int as units from lines group by 1)
    select p.id as "productId", p.name, c.name as category, sold.units as "unitsSold",
      coalesce(sent_back.returned, 0)::int as "unitsReturned",
      coalesce(sent_back.exchanged, 0)::int as "unitsExchanged"
    from sold
    join ${products} p on p.id = sold.product_id
    join ${categories} c on c.id = p.category_id
    left join sent_back on sent_back.product_id = sold.product_id`);
  const rows = rowsOf<ProductRow>(result);
  const byProduct = rows
    .map((row) => ({ ...row, ...returnFigures(row) }))
    .sort(
      (a, b) =>
        sentBack(b) - sentBack(a) ||
        b.returnRatePercent - a.returnRatePercent ||
        a.name.localeCompare(b.name) ||
        a.productId.localeCompare(b.productId),
    );
  const total = (pick: (row: ProductRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const totals = returnFigures({
    unitsSold: total((row) => row.unitsSold),
    unitsReturned: total((row) => row.unitsReturned),
    unitsExchanged: total((row) => row.unitsExchanged),
  });
  return { from: range.from, to: range.to, totals, products: byProduct };
}

const sentBack = (units: Omit<ReturnFigures, 'returnRatePercent'>) =>
  units.unitsReturned + units.unitsExchanged;

function returnFigures(units: Omit<ReturnFigures, 'returnRatePercent'>): ReturnFigures {
  const { unitsSold, unitsReturned, unitsExchanged } = units;
  const rate = unitsSold > 0 ? Math.round((sentBack(units) / unitsSold) * 1000) / 10 : 0;
  return { unitsSold, unitsReturned, unitsExchanged, returnRatePercent: rate };
}
