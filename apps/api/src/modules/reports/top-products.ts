import type { TopProduct, TopProductsQuery, TopProductsReport } from '@vastra/contract/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { orderItems, orders } from '../../db/schema/shopping';
import { fromPaise, toPaise } from '../../lib/money';
import { inRange, rowsOf } from './report-range';

interface ProductRow {
  productId: string;
  name: string;
  category: string;
  orders: number;
  units: number;
  gross: string;
  discounts: string;
}

/**
 * GET /admin/reports/top-products: the products of the orders placed in the range (CANCELED left
 * out), most units first, then the larger net sales, then by name; named as the catalogue names them now.
 */
export async function topProductsReport(db: Db, query: TopProductsQuery): Promise<TopProductsReport> {
  const result = await db.execute(sql`
    select p.id as "productId", p.name, c.name as category,
      count(distinct oi.order_id)::int as orders, sum(oi.quantity)::int as units,
      sum(oi.price_at_purchase * oi.quantity)::text as gross, sum(oi.discount)::text as discounts
    from ${orderItems} oi
    join ${orders} o on o.id = oi.order_id
    join ${products} p on p.id = oi.product_id
    join ${categories} c on c.id = p.category_id
    where o.delivery_status <> 'CANCELED' and ${inRange(sql`o.order_date`, query)}
    group by p.id, c.name
    order by units desc, sum(oi.price_at_purchase * oi.quantity) - sum(oi.discount) desc, p.name, p.id
    limit ${query.limit}`);
  return { from: query.from, to: query.to, products: rowsOf<ProductRow>(result).map(topProduct) };
}

function topProduct({ gross, discounts, ...row }: ProductRow): TopProduct {
  return {
    ...row,
    grossSales: fromPaise(toPaise(gross)),
    discounts: fromPaise(toPaise(discounts)),
    netSales: fromPaise(toPaise(gross) - toPaise(discounts)),
  };
}
