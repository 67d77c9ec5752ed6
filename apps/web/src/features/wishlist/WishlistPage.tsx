import type { WishlistItem } from '@vastra/contract/wishlist';
import { Heart } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/Spinner';
import { useAuthStore } from '../../lib/auth-store';
import { useShopActions, useWishlist } from '../../lib/use-shop-actions';
import { AddToBagSheet } from './AddToBagSheet';
import { WishlistCard } from './WishlistCard';

/** /wishlist: the products the shopper keeps for later; the heart on each takes it off the list. */
export function WishlistPage() {
  const user = useAuthStore((s) => s.user);
  const checking = useAuthStore((s) => s.status === 'checking');
  const { data: wishlist, isPending } = useWishlist();
  const { toggleWishlist, togglingWishlist, addToCart, addingToCart } = useShopActions();
  const [addingItem, setAddingItem] = useState<WishlistItem>();
  const items = wishlist?.items ?? [];

  let content: ReactNode;
  if (checking || (user && isPending)) {
    content = <PageSpinner />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={Heart}
        title="Your wishlist is empty"
        message={
          user
            ? 'Tap the heart on any product to keep it here for later.'
            : 'Log in to see the products you saved, or keep browsing.'
        }
        guest={!user}
      />
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
              onAddToBag={() => setAddingItem(item)}
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
      {addingItem && (
        <AddToBagSheet
          item={addingItem}
          adding={addingToCart}
          onAdd={(productVariantId) => {
            addToCart(productVariantId, 1);
            setAddingItem(undefined);
          }}
          onClose={() => setAddingItem(undefined)}
        />
      )}
    </main>
  );
}
