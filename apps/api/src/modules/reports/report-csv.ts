import type { ReturnsReport, SalesReport, TopProductsReport } from '@vastra/contract/reports';
import { csvDocument } from '../../lib/csv';

// Each report as CSV: the same rows as its JSON twin, money in rupees, for the accounts spreadsheets.

export function salesCsv(report: SalesReport): string {
  const header = [
    'Period start',
    'Period end',
    'Orders',
    'Units',
    'Gross sales (Rs.)',
    'Discounts (Rs.)',
    'Net sales (Rs.)',
    'Refunds (Rs.)',
    'Average order value (Rs.)',
  ];
  const figures = (row: SalesReport['totals']) => [
    String(row.orders),
    String(row.units),
    row.grossSales,
    row.discounts,
    row.netSales,
    row.refunds,
    row.averageOrderValue,
  ];
  const rows = report.periods.map((period) => [period.start, period.end, ...figures(period)]);
  return csvDocument(header, [...rows, ['Total', '', ...figures(report.totals)]]);
}

export function topProductsCsv(report: TopProductsReport): string {
  const header = [
    'Product',
    'Category',
    'Product id',
    'Orders',
    'Units',
    'Gross sales (Rs.)',
    'Discounts (Rs.)',
    'Net sales (Rs.)',
  ];
  const rows = report.products.map((product) => [
    product.name,
    product.category,
    product.productId,
    String(product.orders),
    String(product.units),
    product.grossSales,
    product.discounts,
    product.netSales,
  ]);
  return csvDocument(header, rows);
}

export function returnsCsv(report: ReturnsReport): string {
  const header = [
    'Product',
    'Category',
    'Product id',
    'Units sold',
    'Units returned',
    'Units exchanged',
    'Return rate (%)',
  ];
  const figures = (row: ReturnsReport['totals']) => [
    String(row.unitsSold),
    String(row.unitsReturned),
    String(row.unitsExchanged),
    row.returnRatePercent.toFixed(1),
  ];
  const rows = report.products.map((product) => [
    product.name,
    product.category,
    product.productId,
    ...figures(product),
  ]);
  return csvDocument(header, [...rows, ['All products', '', '', ...figures(report.totals)]]);
}
