import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { adminOrdersQueryKey, updateOrderStatus } from './order-api';
import { canUpdateStatus, statusUpdateFailure } from './status-update';

/**
 * The delivery status dropdown and its Update button. The request counts as in flight until the
 * order list has been reloaded, so the button cannot be pressed again against a stale status.
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DeliveryStatus>(order.deliveryStatus);
  const update = useMutation({
    mutationFn: () => updateOrderStatus(order.id, chosen),
    onSuccess: async () => {
      toast.success('Order status updated!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
    // A server failure's sentence says nothing the admin can act on; a refusal's reason does.
    onError: (error) =>
      toast.error(
        statusUpdateFailure(error instanceof ApiError && error.status < 500 ? error.message : null),
      ),
  });
  const shortId = order.id.slice(0, 8);
  // A cancelled order gave its stock back: reopening it is allowed, but never by a slip of the menu.
  const reopening = order.deliveryStatus === 'CANCELED' && chosen !== 'CANCELED';
  return (
    <div>
      <div className="flex items-center gap-2">
        <select
          aria-label={`Delivery status of order ${shortId}`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as DeliveryStatus)}
          disabled={update.isPending}
          className="rounded-lg border border-neutral-300 bg-white py-1.5 pr-8 pl-2.5 text-xs font-medium text-neutral-800 focus:border-neutral-900 focus:ring-2 focus:ring-neutral-900/10 focus:outline-none"
        >
          {deliveryStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => update.mutate()}
          disabled={!canUpdateStatus(order.deliveryStatus, chosen, update.isPending)}
          className="rounded-lg bg-neutral-900 px-3 py-1.5 text-xs font-medium text-white transition hover:bg-neutral-700 disabled:cursor-not-allowed disabled:bg-neutral-200 disabled:text-neutral-500"
        >
          {update.isPending ? 'Updating...' : 'Update'}
        </button>
      </div>
      {reopening && (
        <p role="alert" className="mt-1 max-w-48 text-xs font-medium text-amber-800">
          This order was cancelled. Updating reopens it as {chosen}.
        </p>
      )}
    </div>
  );
}
