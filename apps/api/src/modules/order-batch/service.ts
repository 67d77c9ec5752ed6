import type { OrderBatchStatusResponse } from '@vastra/contract/order-batch';
import type { DeliveryStatus } from '@vastra/contract/orders';
import { HttpError } from '../../lib/errors';
import { type ShopContext, setDeliveryStatus } from '../orders';

type Result = OrderBatchStatusResponse['results'][number];

/**
 * One delivery status for several orders, each through PUT /orders/{id}/status's own service (its
 * rules, its stock moves, its mail) in a transaction of its own: one order refused (a 409 or a
 * 404) leaves the others set. The results keep the order the ids came in, each id once.
 */
export async function setManyDeliveryStatuses(
  ctx: ShopContext,
  orderIds: string[],
  status: DeliveryStatus,
  adminId: string,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const orderId of new Set(orderIds)) {
    try {
      const { order, changed } = await setDeliveryStatus(ctx, orderId, status, adminId);
      results.push({
        orderId,
        outcome: changed ? 'UPDATED' : 'UNCHANGED',
        deliveryStatus: order.deliveryStatus,
        message: changed ? `Set to ${status}.` : `Already ${status}.`,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ orderId, outcome: 'REFUSED', deliveryStatus: null, message: error.message });
    }
  }
  return results;
}

/** The answer's sentence: how many were set, and how many were not. */
export function batchMessage(results: Result[]): string {
  const count = (outcome: Result['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
  const parts = [`${orders(count('UPDATED'))} updated`];
  if (count('UNCHANGED') > 0) parts.push(`${count('UNCHANGED')} already had that status`);
  if (count('REFUSED') > 0) parts.push(`${count('REFUSED')} could not be changed`);
  return `${parts.join(', ')}.`;
}
