import { z } from 'zod';
import { money, uuid } from './common';

/**
 * docs/api.md §13.1, the back office's reports: sales per day, week or month, top products and the
 * returns rate over any range of days in India time. Money is rupees as the dashboard gives it; an
 * order counts unless it was CANCELED.
 */

export const reportPeriods = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** The longest range, in days, each report reads: by day a year, by week 3 years, else 10 years. */
export const REPORT_MAX_DAYS = { day: 366, week: 1096, any: 3653 } as const;

export const TOP_PRODUCTS_DEFAULT = 10;
export const TOP_PRODUCTS_MAX = 500;

const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The days from `from` to `to`, both counted (0 or less when `to` comes first). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * What is wrong with a range, as the sentence the API answers (on its `to` field), or null: the end
 * before the start, or longer than a report `by` that period may read.
 */
export function rangeProblem(from: string, to: string, by?: ReportPeriod): string | null {
  const days = daysInRange(from, to);
  if (days < 1) return 'The end date must be on or after the start date.';
  if (by === 'day' && days > REPORT_MAX_DAYS.day) {
    return 'A report by day can cover at most 366 days: choose by week or by month for a longer range.';
  }
  if (by === 'week' && days > REPORT_MAX_DAYS.week) {
    return 'A report by week can cover at most 3 years: choose by month for a longer range.';
  }
  if (days > REPORT_MAX_DAYS.any) return 'A report can cover at most 10 years.';
  return null;
}

const reportDate = (which: 'start' | 'end') => {
  const message = `The ${which} date must be a real date written YYYY-MM-DD.`;
  return z.string({ error: message }).refine(isCalendarDate, message);
};

const range = { from: reportDate('start'), to: reportDate('end') };

/** A query's range problem on its `to` field, once both dates are real (their own sentences come first). */
function checkRange(query: { from: string; to: string; by?: ReportPeriod }, ctx: z.RefinementCtx) {
  if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
  const problem = rangeProblem(query.from, query.to, query.by);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
}

/** `from` and `to`: days in India time, both included. */
export const reportRangeQuery = z.object(range).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const salesReportQuery = z
  .object({
    ...range,
    by: z.enum(reportPeriods, { error: 'By must be day, week or month.' }).default('day'),
  })
  .superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

export const topProductsQuery = z
  .object({
    ...range,
    limit: z.coerce
      .number({ error: `Limit must be between 1 and ${TOP_PRODUCTS_MAX}.` })
      .int(`Limit must be between 1 and ${TOP_PRODUCTS_MAX}.`)
      .min(1, `Limit must be between 1 and ${TOP_PRODUCTS_MAX}.`)
      .max(TOP_PRODUCTS_MAX, `Limit must be between 1 and ${TOP_PRODUCTS_MAX}.`)
      .default(TOP_PRODUCTS_DEFAULT),
  })
  .superRefine(checkRange);
export type TopProductsQuery = z.infer<typeof topProductsQuery>;

/** Sales figures of a period, or of the whole range. */
export const salesFigures = z.object({
  /** Orders placed, CANCELED ones left out. */
  orders: z.number().int(),
  /** Units in those orders. */
  units: z.number().int(),
  /** The lines' prices before offer codes. */
  grossSales: money,
  /** Taken off by offer codes. */
  discounts: money,
  /** grossSales minus discounts: what the orders cost (the dashboard's revenue). */
  netSales: money,
  /** Refunds given for returns in the period (not failed ones), whenever the order was placed. */
  refunds: money,
  /** netSales per order, to the paisa; "0.00" without orders. */
  averageOrderValue: money,
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** One day, week (Monday to Sunday) or month; a first or last one is cut to the range. */
export const salesPeriod = salesFigures.extend({
  /** The period's first and last day in the range, YYYY-MM-DD. */
  start: z.string(),
  end: z.string(),
});
export type SalesPeriod = z.infer<typeof salesPeriod>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(reportPeriods),
  /** Every period of the range in order, those without orders included. */
  periods: z.array(salesPeriod),
  totals: salesFigures,
});
export type SalesReport = z.infer<typeof salesReport>;

export const topProduct = z.object({
  productId: uuid,
  name: z.string(),
  category: z.string(),
  /** Orders with the product in them. */
  orders: z.number().int(),
  units: z.number().int(),
  grossSales: money,
  /** The product's lines' share of the orders' offer-code discounts. */
  discounts: money,
  netSales: money,
});
export type TopProduct = z.infer<typeof topProduct>;

/** The products sold most in the range: most units first, then the larger net sales. */
export const topProductsReport = z.object({
  from: z.string(),
  to: z.string(),
  products: z.array(topProduct),
});
export type TopProductsReport = z.infer<typeof topProductsReport>;

/**
 * Units sold in the range and how many of those units customers sent back (return requests not
 * rejected, whenever they were asked): for their money, or for another size or colour.
 */
export const returnFigures = z.object({
  unitsSold: z.number().int(),
  unitsReturned: z.number().int(),
  unitsExchanged: z.number().int(),
  /** (unitsReturned + unitsExchanged) / unitsSold in percent, to one decimal; 0 when nothing sold. */
  returnRatePercent: z.number(),
});
export type ReturnFigures = z.infer<typeof returnFigures>;

export const productReturns = returnFigures.extend({
  productId: uuid,
  name: z.string(),
  category: z.string(),
});
export type ProductReturns = z.infer<typeof productReturns>;

export const returnsReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: returnFigures,
  /** Every product sold in the range: the most units sent back first, then the highest rate. */
  products: z.array(productReturns),
});
export type ReturnsReport = z.infer<typeof returnsReport>;
