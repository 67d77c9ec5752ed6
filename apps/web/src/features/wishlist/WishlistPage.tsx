import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { useAuthStore } from '../../lib/auth-store';
import { useShopActions, useWishlist } from '../../lib/use-shop-actions';
import { WishlistCard } from './WishlistCard';

/** /wishlist: the products the shopper keeps for later; the heart on each takes it off the list. */
export function WishlistPage() {
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  const checking = useAuthStore((s) => s.status === 'checking');
  const { data: wishlist, isPending } = useWishlist();
  const { toggleWishlist, togglingWishlist } = useShopActions();
  const items = wishlist?.items ?? [];

  let content: ReactNode;
  if (checking || (user && isPending)) {
    content = <PageSpinner />;
  } else if (items.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-16 text-center">
        <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-white text-accent shadow-sm">
          <Heart className="size-7" strokeWidth={1.5} aria-hidden />
        </span>
        <h2 className="font-display text-2xl font-semibold">Your wishlist is empty</h2>
        <p className="mt-2 max-w-sm text-sm text-neutral-600">
          {user
            ? 'Tap the heart on any product to keep it here for later.'
            : 'Log in to see the products you saved, or keep browsing.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className="rounded-full bg-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
          >
            Continue Shopping
          </Link>
          {!user && (
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
  } else {
    content = (
      <ul className="grid grid-cols-2 gap-x-3 gap-y-10 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <WishlistCard
              item={item}
              removing={togglingWishlist}
              onRemove={() => toggleWishlist(item.productId)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6">
      <header className="mb-8 flex items-end justify-between gap-4 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-4xl font-semibold tracking-tight">WISH LIST</h1>
        <p className="text-sm text-neutral-500" data-testid="wishlist-item-count">
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </p>
      </header>
      {content}
    </main>
  );
}
