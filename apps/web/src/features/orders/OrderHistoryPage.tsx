import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { confirmCancel } from './confirm-cancel';
import { OrderListRow } from './OrderListRow';
import { useCancelOrder, useMyOrders } from './order-queries';

/**
 * ORDER HISTORY: the shopper's orders, newest first, one row each; a row opens the order's own page
 * (OrderDetailPage), where it can be returned, tracked or rated. A pending order can be cancelled
 * from its row too.
 */
export function OrderHistoryPage() {
  const { data: orders, isPending, isError } = useMyOrders();
  const cancel = useCancelOrder();
  let content: ReactNode;
  if (isPending) {
    content = <PageSpinner />;
  } else if (isError) {
    content = (
      <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
        Failed to fetch order history.
      </p>
    );
  } else if (!orders?.length) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-14 text-center">
        <PackageOpen className="mb-4 size-10 text-accent" strokeWidth={1.25} aria-hidden />
        <p className="text-neutral-700">You haven't placed any orders yet.</p>
        <Link
          to="/"
          className="mt-6 rounded-full bg-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
        >
          Start Shopping
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="space-y-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderListRow
              order={order}
              cancelling={cancel.isPending && cancel.variables === order.id}
              onCancel={() => confirmCancel(order.id, () => cancel.mutate(order.id))}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-8 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-3xl font-semibold tracking-wide">ORDER HISTORY</h1>
      </div>
      {content}
    </div>
  );
}
