import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CouponField } from '../../components/CouponField';
import { DockAction } from '../../components/DockAction';
import { EmptyState } from '../../components/EmptyState';
import { OrderSummary } from '../../components/OrderSummary';
import { PageSpinner } from '../../components/Spinner';
import { useAuthStore } from '../../lib/auth-store';
import { useCart } from '../../lib/cart-query';
import { cartMrp } from '../../lib/cart-summary';
import { useLoginRequired } from '../../lib/login-required';
import { cartAmounts, orderSummary } from '../../lib/order-summary';
import { CartLine } from './CartLine';
import { CartLineBoundary } from './CartLineBoundary';
import { CartOffers } from './CartOffers';

/**
 * /cart: the lines with their steppers, the order summary with the shop's offers and the way to
 * checkout; the shop's offers also show under an empty cart, a guest's included.
 */
export function CartPage() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const checking = useAuthStore((s) => s.status === 'checking');
  const { data: cart, isPending } = useCart();

  let content: ReactNode;
  if (checking || (user && isPending)) {
    content = <PageSpinner />;
  } else if (!cart?.items.length) {
    content = (
      <>
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty"
          message={
            user
              ? "Looks like you haven't added anything yet."
              : 'Log in to see the items in your cart, or keep browsing.'
          }
          guest={!user}
        />
        <CartOffers cart={cart} placement="emptyCart" />
      </>
    );
  } else {
    const blocked = cart.items.some((item) => !item.available);
    const proceed = () => (user ? navigate('/checkout') : useLoginRequired.getState().show());
    content = (
      <div className="grid gap-10 lg:grid-cols-[1fr_360px]">
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {cart.items.map((item) => (
            <li key={item.id}>
              <CartLineBoundary>
                <CartLine item={item} />
              </CartLineBoundary>
            </li>
          ))}
        </ul>
        <OrderSummary
          titleId="cart-summary-title"
          amounts={cartAmounts(cart)}
          totalTestId="cart-total"
          mrp={cartMrp(cart)}
          before={
            <>
              <CouponField cart={cart} />
              <CartOffers cart={cart} placement="summary" />
            </>
          }
        >
          {blocked && (
            <p className="mt-5 text-sm text-red-700">
              Some items cannot be ordered as they are. Change their quantity or remove them to continue.
            </p>
          )}
          <DockAction
            aside={
              <p>
                <span className="block text-xs text-neutral-600">Total</span>
                <span className="block text-base font-semibold">{orderSummary(cartAmounts(cart)).total}</span>
              </p>
            }
          >
            <button
              type="button"
              onClick={proceed}
              disabled={blocked}
              className="min-w-0 flex-1 lg:mt-6 h-12 w-full rounded-full bg-neutral-900 px-3 text-xs font-semibold tracking-wide sm:text-sm sm:tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
            >
              PROCEED TO CHECKOUT
            </button>
          </DockAction>
          <Link
            to="/"
            className="mt-2 flex min-h-11 items-center justify-center text-sm text-neutral-600 underline-offset-4 hover:underline"
          >
            Continue Shopping
          </Link>
        </OrderSummary>
      </div>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 pt-24 pb-28 sm:px-6">
      <header className="mb-8 flex items-end justify-between gap-4 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-4xl font-semibold tracking-tight">Shopping Cart</h1>
        {cart && cart.count > 0 && (
          <p className="text-sm text-neutral-500">
            {cart.count} {cart.count === 1 ? 'item' : 'items'}
          </p>
        )}
      </header>
      {content}
    </main>
  );
}
