import { useCart } from './cart-query';
import { useWishlist } from './use-shop-actions';

/** The numbers on the header's cart and wishlist icons. */
export interface HeaderCounts {
  /** The sum of quantities in the cart (docs/api.md's Cart.count). */
  cart: number;
  /** The number of products in the wishlist. */
  wishlist: number;
}

/**
 * The header badge counts, read from the cart and wishlist queries; the header only renders what
 * this returns, and a 0 shows no badge. With nobody signed in both are 0.
 */
export function useHeaderCounts(): HeaderCounts {
  const { data: cart } = useCart();
  const { data: wishlist } = useWishlist();
  return { cart: cart?.count ?? 0, wishlist: wishlist?.items.length ?? 0 };
}
