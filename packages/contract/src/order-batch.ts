import { z } from 'zod';
import { uuid } from './common';
import { deliveryStatus } from './orders';

/** POST /admin/orders/bulk-status: one delivery status for several orders, each set on its own. */
export const orderBatchStatusBody = z.object({
  orderIds: z
    .array(uuid, { error: 'Choose the orders.' })
    .min(1, 'Choose the orders.')
    .max(100, 'At most 100 orders at a time.'),
  deliveryStatus,
});
export type OrderBatchStatusBody = z.infer<typeof orderBatchStatusBody>;

/**
 * What happened to one order: UPDATED (set, the shopper mailed), UNCHANGED (it already had the
 * status) or REFUSED (as PUT /orders/{id}/status would refuse it, with its sentence).
 */
export const orderBatchStatusResult = z.object({
  orderId: z.string(),
  outcome: z.enum(['UPDATED', 'UNCHANGED', 'REFUSED']),
  /** The order's status after the call; null for an order that does not exist. */
  deliveryStatus: deliveryStatus.nullable(),
  message: z.string(),
});
export const orderBatchStatusResponse = z.object({
  results: z.array(orderBatchStatusResult),
  message: z.string(),
});
export type OrderBatchStatusResponse = z.infer<typeof orderBatchStatusResponse>;
