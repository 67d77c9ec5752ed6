import { ShoppingBag } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** The empty cart, with a way back to the shop; a guest is also told that the cart needs an account. */
export function EmptyCart({ guest }: { guest: boolean }) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-16 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-white text-accent shadow-sm">
        <ShoppingBag className="size-7" strokeWidth={1.5} aria-hidden />
      </span>
      <h2 className="font-display text-2xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 max-w-sm text-sm text-neutral-600">
        {guest
          ? 'Log in to see the items in your cart, or keep browsing.'
          : "Looks like you haven't added anything yet."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
        >
          Continue Shopping
        </Link>
        {guest && (
          <Link
            to="/login"
            state={{ from: location }}
            className="rounded-full border border-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide hover:bg-neutral-900 hover:text-white"
          >
            Log in
          </Link>
        )}
      </div>
    </div>
  );
}
