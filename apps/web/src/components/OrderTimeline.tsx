import type { DeliveryStatus, StatusChange } from '@vastra/contract/orders';
import { formatOrderDate } from '../lib/order-format';

const STEP_LABEL: Record<DeliveryStatus, string> = {
  PENDING: 'Order placed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELED: 'Cancelled',
};

const DOT: Record<DeliveryStatus, string> = {
  PENDING: 'bg-amber-400',
  SHIPPED: 'bg-sky-500',
  DELIVERED: 'bg-emerald-500',
  CANCELED: 'bg-red-500',
};

/**
 * An order's status changes, oldest first, as a vertical timeline. Admin answers name who made
 * each change; the shopper's do not carry it, so it shows only there. A PENDING after the first
 * reads as the order being reopened.
 */
export function OrderTimeline({
  history,
  label = 'Order timeline',
}: {
  history: StatusChange[];
  label?: string;
}) {
  return (
    <ol aria-label={label} className="space-y-3">
      {history.map((change, index) => (
        <li key={`${change.status}-${change.at}`} className="flex gap-3 text-sm">
          <span className="flex flex-col items-center" aria-hidden>
            <span className={`mt-1.5 size-2.5 rounded-full ${DOT[change.status]}`} />
            {index < history.length - 1 && <span className="mt-1 w-px flex-1 bg-neutral-200" />}
          </span>
          <span className="min-w-0 pb-1">
            <span className="block font-medium text-neutral-900">
              {change.status === 'PENDING' && index > 0 ? 'Reopened' : STEP_LABEL[change.status]}
            </span>
            <time dateTime={change.at} className="block text-xs text-neutral-500">
              {formatOrderDate(change.at)}
            </time>
            {change.changedBy !== undefined && (
              <span className="block text-xs text-neutral-500">
                {change.changedBy ? `by ${change.changedBy}` : 'by the shop'}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
