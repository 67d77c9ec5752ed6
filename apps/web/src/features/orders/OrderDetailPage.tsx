import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { confirmCancel } from './confirm-cancel';
import { OrderCard } from './OrderCard';
import { orderNumber } from './order-facts';
import { useCancelOrder, useMyOrders } from './order-queries';
import { useMyReturns } from './returns/return-queries';

/**
 * /profile/orders/:orderId: one of the shopper's orders in full, with its items, timeline, returns
 * and actions (cancel while PENDING, invoice, track, return, rate).
 */
export function OrderDetailPage() {
  const { orderId } = useParams();
  const { data: orders, isPending, isError } = useMyOrders();
  const { data: returns, isError: returnsFailed } = useMyReturns();
  const cancel = useCancelOrder();
  const order = orders?.find((candidate) => candidate.id === orderId);

  let content: ReactNode;
  if (isPending) {
    content = <PageSpinner />;
  } else if (isError) {
    content = (
      <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
        Failed to fetch order history.
      </p>
    );
  } else if (!order) {
    content = (
      <p className="rounded-2xl bg-cream px-6 py-10 text-center text-neutral-700">Order not found.</p>
    );
  } else {
    content = (
      <>
        {returnsFailed && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            Your return requests could not be loaded.
          </p>
        )}
        <OrderCard
          order={order}
          returns={returns?.filter((request) => request.orderId === order.id)}
          cancelling={cancel.isPending}
          onCancel={() => confirmCancel(order.id, () => cancel.mutate(order.id))}
        />
      </>
    );
  }

  return (
    <div>
      <Link
        to="/profile/orders"
        className="-ml-1 mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-neutral-600 hover:text-neutral-900"
      >
        <ChevronLeft className="size-4" aria-hidden /> Order history
      </Link>
      <div className="mb-6 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-3xl font-semibold tracking-wide">
          ORDER {orderId ? orderNumber(orderId) : ''}
        </h1>
      </div>
      {content}
    </div>
  );
}
