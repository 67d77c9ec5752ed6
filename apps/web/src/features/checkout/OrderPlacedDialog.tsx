import type { Order } from '@vastra/contract/orders';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../lib/format';
import { placedPayment } from './placed-payment';

/**
 * The dialog after a cash-on-delivery order (or one store credit paid in full) is placed, with a link
 * to /profile/orders.
 * onLeave runs whichever way the shopper leaves it (docs/product.md §4: the cart is cleared then).
 */
export function OrderPlacedDialog({ order, onLeave }: { order: Order; onLeave(to: string): void }) {
  const ordersLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    ordersLink.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onLeave('/');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onLeave]);

  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center bg-black/50 p-4 backdrop-blur-[2px] sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-placed-title"
        aria-describedby="order-placed-text"
        className="w-full max-w-md animate-rise rounded-2xl bg-white p-8 text-center shadow-2xl"
      >
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="size-8" strokeWidth={1.5} aria-hidden />
        </span>
        <h2 id="order-placed-title" className="font-display text-3xl font-semibold">
          Order Placed!
        </h2>
        <p id="order-placed-text" className="mt-3 text-sm text-neutral-600">
          Thank you for shopping with us. Your order <strong>#{order.id.slice(0, 8)}</strong> of{' '}
          {formatRupees(order.orderTotal)} {placedPayment(order)}
        </p>
        {order.couponCode && (
          <p
            className="mt-2 text-sm font-medium wrap-anywhere text-emerald-700"
            data-testid="placed-discount"
          >
            You saved {formatRupees(order.discount)} with the code {order.couponCode}.
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3">
          <Link
            ref={ordersLink}
            to="/profile/orders"
            onClick={(event) => {
              event.preventDefault();
              onLeave('/profile/orders');
            }}
            className="flex h-12 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white hover:bg-neutral-800"
          >
            View My Orders
          </Link>
          <button
            type="button"
            onClick={() => onLeave('/')}
            className="h-12 rounded-full border border-neutral-300 text-sm font-semibold tracking-wide hover:border-neutral-900"
          >
            Continue Shopping
          </button>
        </div>
      </div>
    </div>
  );
}
