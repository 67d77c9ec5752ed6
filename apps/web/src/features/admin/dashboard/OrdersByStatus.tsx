import { deliveryStatuses } from '@vastra/contract/statuses';
import { Link } from 'react-router';
import { Badge } from '../components/Badge';
import { deliveryStatusTone } from '../components/order-status';
import type { DashboardFigures } from './use-dashboard';

const barColours = {
  PENDING: 'bg-yellow-400',
  SHIPPED: 'bg-sky-500',
  DELIVERED: 'bg-emerald-500',
  CANCELED: 'bg-red-500',
} as const;

/** How many orders sit in each delivery status, with a share bar per status. */
export function OrdersByStatus({ counts }: { counts: DashboardFigures['ordersByStatus'] }) {
  const total = deliveryStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return (
    <section
      aria-labelledby="orders-by-status"
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="orders-by-status" className="text-sm font-semibold text-neutral-900">
          Orders by status
        </h2>
        <Link to="/admin/orders" className="text-xs font-medium text-neutral-500 hover:text-neutral-900">
          View orders
        </Link>
      </div>
      <ul className="space-y-4">
        {deliveryStatuses.map((status) => {
          const count = counts[status] ?? 0;
          return (
            <li key={status}>
              <div className="mb-1.5 flex items-center justify-between">
                <Badge tone={deliveryStatusTone(status)}>{status}</Badge>
                <span className="text-sm font-semibold text-neutral-900 tabular-nums">{count}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-neutral-100">
                <div
                  className={`h-full rounded-full ${barColours[status]}`}
                  style={{ width: total > 0 ? `${(count / total) * 100}%` : '0%' }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
