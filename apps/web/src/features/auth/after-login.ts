import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@vastra/contract/users';
import { isAdmin } from '../../lib/auth-store';
import { useCartDrawer } from '../../lib/cart-drawer';
import { applyPendingItems } from '../../lib/cart-pending';

/** Where RequireRole or the Login Required dialog found the visitor (location.state.from). */
export interface ReturnTo {
  pathname: string;
  search?: string;
  hash?: string;
}

const authPages = ['/login', '/register', '/forgot-password'];

/**
 * Where a shopper goes after logging in (docs/product.md §4): with items in the cart and an origin of '/',
 * to /cart; otherwise back to the page they came from, or '/' (no origin, or an auth page). Admins
 * go to /admin/dashboard instead (useAfterLogin).
 */
export function afterLoginPath(from: ReturnTo | null | undefined, cartHasItems = false): string {
  if (from?.pathname === '/') return cartHasItems ? '/cart' : '/';
  if (!from?.pathname?.startsWith('/') || authPages.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * What happens right after sign-in: the guest's pending items are applied, then the page to go
 * to is chosen, admins to /admin/dashboard and shoppers by afterLoginPath with the fresh cart.
 */
export function useAfterLogin(): (user: User, locationState: unknown) => Promise<string> {
  const queryClient = useQueryClient();
  return async (user, locationState) => {
    const cart = await applyPendingItems(queryClient);
    if (isAdmin(user)) return '/admin/dashboard';
    const next = afterLoginPath(returnToFrom(locationState), (cart?.count ?? 0) > 0);
    // The cart page shows the cart already; the drawer opened by a pending item would cover it.
    if (next === '/cart') useCartDrawer.getState().closeDrawer();
    return next;
  };
}

/** Reads `from` out of react-router's untyped location.state. */
export function returnToFrom(state: unknown): ReturnTo | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (from && typeof from === 'object' && typeof (from as ReturnTo).pathname === 'string') {
    return from as ReturnTo;
  }
  return undefined;
}

/** docs/product.md §9: the pause between a successful login and the next page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
