import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AddToCartBody, Cart } from '@vastra/contract/cart';
import { api } from './api';
import { useAuthStore } from './auth-store';
import { useCartDrawer } from './cart-drawer';

/** The cart is cached per user, so one shopper's cart never shows for the next one. */
export const cartQueryKey = (userId: string | null | undefined) => ['cart', userId ?? null] as const;

const currentCartKey = () => cartQueryKey(useAuthStore.getState().user?.id);

// docs/product.md §8: a cart that fails to load is only logged; the screens keep what they had.
async function loadCart(): Promise<Cart> {
  try {
    return await api<Cart>('/cart');
  } catch (error) {
    console.warn('The cart could not be loaded', error);
    throw error;
  }
}

/** The signed-in shopper's cart. It loads whenever a user exists; with nobody signed in there is none. */
export function useCart() {
  const userId = useAuthStore((s) => s.user?.id);
  return useQuery({ queryKey: cartQueryKey(userId), queryFn: loadCart, enabled: userId !== undefined });
}

/** The cart as it is on the server now (fetched afresh), for decisions made outside a screen. */
export function fetchCart(queryClient: QueryClient): Promise<Cart> {
  return queryClient.fetchQuery({ queryKey: currentCartKey(), queryFn: loadCart, staleTime: 0 });
}

/** POST /cart/add: the answer replaces the cached cart and the cart drawer opens (docs/product.md §4). */
export async function addToCart(queryClient: QueryClient, item: AddToCartBody): Promise<Cart> {
  // Read before the call: the button is disabled while it runs, which takes focus off it.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const cart = await api<Cart>('/cart/add', { method: 'POST', body: item });
  queryClient.setQueryData(currentCartKey(), cart);
  useCartDrawer.getState().openDrawer(opener);
  return cart;
}

/** Loads the cart again (after a line was removed or its quantity changed, or an order was paid). */
export function reloadCart(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['cart'] });
}

/** Shows the cart as empty at once (the server emptied it when the order was placed), then reloads it. */
export function clearCart(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<Cart>(currentCartKey(), (cart) =>
    cart ? { ...cart, items: [], count: 0, subtotal: '0.00' } : cart,
  );
  return reloadCart(queryClient);
}
