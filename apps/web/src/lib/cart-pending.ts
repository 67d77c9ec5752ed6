import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@vastra/contract/cart';
import type { Wishlist } from '@vastra/contract/wishlist';
import { errorMessage } from './api';
import { addToCart, fetchCart } from './cart-query';
import { usePendingItem } from './pending-item';
import { toast } from './toast';
import { fetchWishlist, toggleWishlistProduct } from './use-shop-actions';

/**
 * Once a shopper has logged in, what they tried as a guest happens (docs/product.md §4): the pending cart
 * item is added (which opens the cart drawer) and the pending wishlist product toggled, each once,
 * and both are cleared. Answers the cart as it then stands, or undefined when it could not load.
 */
export async function applyPendingItems(queryClient: QueryClient): Promise<Cart | undefined> {
  const pending = usePendingItem.getState();
  const { pendingCartItem, pendingWishlistProductId } = pending;
  // Cleared before the calls, so a second sign-in event cannot apply them twice.
  pending.clearPendingCartItem();
  pending.clearPendingWishlistProductId();

  let cart: Cart | undefined;
  if (pendingCartItem) {
    try {
      cart = await addToCart(queryClient, pendingCartItem);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add the item to your cart.'));
    }
  }
  if (pendingWishlistProductId) await togglePendingWishlistProduct(queryClient, pendingWishlistProductId);
  if (cart) return cart;
  try {
    return await fetchCart(queryClient);
  } catch {
    return undefined;
  }
}

async function togglePendingWishlistProduct(queryClient: QueryClient, productId: string): Promise<void> {
  let wishlist: Wishlist;
  try {
    wishlist = await fetchWishlist(queryClient);
  } catch {
    toast.error('Something went wrong.');
    return;
  }
  const present = wishlist.items.some((item) => item.productId === productId);
  await toggleWishlistProduct(queryClient, productId, present);
}
