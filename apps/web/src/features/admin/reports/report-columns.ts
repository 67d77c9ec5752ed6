import type { ProductReturns, ReturnFigures, SalesFigures, TopProduct } from '@vastra/contract/reports';
import { formatRupeeSymbol } from '../../../lib/format';
import type { ReportColumn } from './ReportTable';

// What each report's table shows, column by column, as the screen writes money and rates.

export const salesColumns: ReportColumn<SalesFigures>[] = [
  ['Orders', (row) => String(row.orders)],
  ['Units', (row) => String(row.units)],
  ['Gross sales', (row) => formatRupeeSymbol(row.grossSales)],
  ['Discounts', (row) => formatRupeeSymbol(row.discounts)],
  ['Net sales', (row) => formatRupeeSymbol(row.netSales)],
  ['Refunds', (row) => formatRupeeSymbol(row.refunds)],
  ['Avg. order', (row) => formatRupeeSymbol(row.averageOrderValue)],
];

export const topProductColumns: ReportColumn<TopProduct>[] = [
  ['Units', (row) => String(row.units)],
  ['Orders', (row) => String(row.orders)],
  ['Gross sales', (row) => formatRupeeSymbol(row.grossSales)],
  ['Net sales', (row) => formatRupeeSymbol(row.netSales)],
];

/** "12.5%": a returns rate as the screen writes it. */
export const formatRate = (percent: number) => `${percent.toFixed(1)}%`;

export const returnColumns: ReportColumn<ReturnFigures | ProductReturns>[] = [
  ['Sold', (row) => String(row.unitsSold)],
  ['Returned', (row) => String(row.unitsReturned)],
  ['Exchanged', (row) => String(row.unitsExchanged)],
  ['Return rate', (row) => formatRate(row.returnRatePercent)],
];
