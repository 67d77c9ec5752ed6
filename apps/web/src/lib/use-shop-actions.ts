import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody } from '@vastra/contract/cart';
import type { Wishlist } from '@vastra/contract/wishlist';
import { api, errorMessage } from './api';
import { useAuthStore } from './auth-store';
import { addToCart } from './cart-query';
import { useLoginRequired } from './login-required';
import { usePendingItem } from './pending-item';
import { toast } from './toast';

/** The wishlist is cached per user, like the cart, so one shopper's hearts never show for the next. */
export const wishlistQueryKey = (userId: string | null | undefined) => ['wishlist', userId ?? null] as const;

const loadWishlist = () => api<Wishlist>('/wishlist');

/** The signed-in shopper's wishlist (GET /wishlist); with nobody signed in there is none. */
export function useWishlist() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({
    queryKey: wishlistQueryKey(userId),
    queryFn: loadWishlist,
    enabled: userId !== undefined,
  });
}

/** The wishlist as it is on the server now (fetched afresh), for decisions made outside a screen. */
export function fetchWishlist(queryClient: QueryClient): Promise<Wishlist> {
  const key = wishlistQueryKey(useAuthStore.getState().user?.id);
  return queryClient.fetchQuery({ queryKey: key, queryFn: loadWishlist, staleTime: 0 });
}

/**
 * Adds the product to the wishlist when it is absent (in the colour the shopper was looking at, so
 * the wishlist shows that photo), removes it when present, then reloads the wishlist (docs/product.md §4),
 * telling the shopper which it was, or 'Something went wrong.'
 */
export async function toggleWishlistProduct(
  queryClient: QueryClient,
  productId: string,
  present: boolean,
  color?: string,
): Promise<void> {
  const inColour = !present && color ? `?${new URLSearchParams({ color })}` : '';
  try {
    await api(`/wishlist/${productId}${inColour}`, { method: present ? 'DELETE' : 'POST' });
    toast.success(present ? 'Removed from wishlist' : 'Added to wishlist');
  } catch {
    toast.error('Something went wrong.');
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
  }
}

/**
 * The storefront's add-to-cart and wishlist buttons. A guest's item is kept as pending and the
 * Login Required dialog opens (docs/product.md §4); a signed-in shopper's call goes to the API.
 */
export function useShopActions() {
  const userId = useAuthStore((s) => s.user?.id);
  const signedIn = userId !== undefined;
  const queryClient = useQueryClient();

  const wishlist = useWishlist();
  const wishlisted = new Set(signedIn ? (wishlist.data?.items.map((item) => item.productId) ?? []) : []);

  const cartMutation = useMutation({
    // The cart's own call: it replaces the cached cart with the answer and opens the cart drawer.
    mutationFn: (item: AddToCartBody) => addToCart(queryClient, item),
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong.')),
  });

  const wishlistMutation = useMutation({
    mutationFn: ({ productId, present, color }: { productId: string; present: boolean; color?: string }) =>
      toggleWishlistProduct(queryClient, productId, present, color),
  });

  return {
    addToCart(productVariantId: string, quantity: number) {
      if (!signedIn) {
        usePendingItem.getState().setPendingCartItem({ productVariantId, quantity });
        useLoginRequired.getState().show();
        return;
      }
      cartMutation.mutate({ productVariantId, quantity });
    },
    addingToCart: cartMutation.isPending,
    isInWishlist: (productId: string) => wishlisted.has(productId),
    toggleWishlist(productId: string, color?: string) {
      if (!signedIn) {
        usePendingItem.getState().setPendingWishlistProductId(productId);
        useLoginRequired.getState().show();
        return;
      }
      wishlistMutation.mutate({ productId, present: wishlisted.has(productId), color });
    },
    togglingWishlist: wishlistMutation.isPending,
  };
}
