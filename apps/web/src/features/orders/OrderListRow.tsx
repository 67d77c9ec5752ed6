import type { Order } from '@vastra/contract/orders';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ItemPicture } from '../../components/ItemPicture';
import { formatRupees } from '../../lib/format';
import { formatOrderDate } from '../../lib/order-format';
import { CancelOrderButton } from './CancelOrderButton';
import { canCancel, itemCountLabel, orderNumber, statusBadgeClass } from './order-facts';

interface OrderListRowProps {
  order: Order;
  /** This row's order is being cancelled. */
  cancelling: boolean;
  onCancel(): void;
}

/**
 * One order in the history list: its first item's photo and name, number, date, item count, total and
 * status, and SPEC.md's Cancel Order while it is PENDING, so the list still cancels as it always did.
 * The whole row opens the order; the link itself is the order number, so a screen reader hears the rest.
 */
export function OrderListRow({ order, cancelling, onCancel }: OrderListRowProps) {
  const first = order.items[0];
  return (
    <article
      aria-label={`Order ${orderNumber(order.id)}`}
      className="relative flex items-center gap-4 rounded-2xl border border-neutral-200 bg-white p-4 transition hover:border-neutral-400"
    >
      <ItemPicture
        image={first?.product.images[0]}
        name={first?.product.name ?? ''}
        sizes="64px"
        className="w-16 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1 text-sm">
        <Link
          to={`/profile/orders/${order.id}`}
          className="font-semibold text-neutral-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-neutral-900"
        >
          {orderNumber(order.id)}
        </Link>
        {first && <p className="mt-1 truncate text-neutral-900">{first.product.name}</p>}
        <p className="mt-1 text-neutral-600">
          <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
        </p>
        <p className="mt-1 text-neutral-600">
          {itemCountLabel(order)} <span aria-hidden>·</span>{' '}
          <span className="font-semibold text-neutral-900">{formatRupees(order.orderTotal)}</span>
        </p>
        {canCancel(order) && (
          // Above the row's link, which covers the whole row.
          <CancelOrderButton cancelling={cancelling} onCancel={onCancel} className="relative z-10 mt-3" />
        )}
      </div>
      <span
        data-testid="order-status"
        className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset ${statusBadgeClass(order.deliveryStatus)}`}
      >
        {order.deliveryStatus}
      </span>
      <ChevronRight className="hidden size-5 shrink-0 text-neutral-400 sm:block" aria-hidden />
    </article>
  );
}
