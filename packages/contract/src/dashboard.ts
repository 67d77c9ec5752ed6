import { z } from 'zod';
import { money, uuid } from './common';
import { codWatchEntry } from './settings';

const daySales = z.object({
  /** YYYY-MM-DD in the shop's time zone (Asia/Kolkata). */
  date: z.string(),
  orders: z.number().int(),
  revenue: money,
});

/** GET /admin/dashboard. Orders count every order placed; revenue leaves CANCELED orders out. */
export const dashboardFigures = z.object({
  today: z.object({ orders: z.number().int(), revenue: money }),
  last30Days: z.object({
    orders: z.number().int(),
    revenue: money,
    /** 30 days, oldest first, today last; days without orders included. */
    byDay: z.array(daySales),
  }),
  /** All orders ever, by delivery status. */
  ordersByStatus: z.object({
    PENDING: z.number().int(),
    SHIPPED: z.number().int(),
    DELIVERED: z.number().int(),
    CANCELED: z.number().int(),
  }),
  /** Live variants with 5 or fewer in stock, lowest first, at most 20. */
  lowStock: z.array(
    z.object({
      productId: uuid,
      productName: z.string(),
      variantId: uuid,
      color: z.string(),
      size: z.string(),
      stock: z.number().int(),
    }),
  ),
  /** Accounts made in the last 7 days with 2 or more open cash-on-delivery orders, largest value first. */
  codWatch: z.array(codWatchEntry),
  /** Online payments go through the simulator: no money moves (docs/api.md §11). */
  testPayments: z.boolean(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
