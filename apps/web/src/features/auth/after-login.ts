/** Where RequireRole or the Login Required dialog found the visitor (location.state.from). */
export interface ReturnTo {
  pathname: string;
  search?: string;
  hash?: string;
}

const authPages = ['/login', '/register', '/forgot-password'];

/**
 * Where a shopper goes after logging in (SPEC.md §4): back to the page they came from, or '/'.
 * Admins go to /admin/dashboard instead; the shopping rules (a cart with items and an origin of '/'
 * goes to /cart) belong here too.
 */
export function afterLoginPath(from: ReturnTo | null | undefined): string {
  if (!from?.pathname?.startsWith('/') || authPages.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Reads `from` out of react-router's untyped location.state. */
export function returnToFrom(state: unknown): ReturnTo | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (from && typeof from === 'object' && typeof (from as ReturnTo).pathname === 'string') {
    return from as ReturnTo;
  }
  return undefined;
}

/** SPEC.md §9: the pause between a successful login and the next page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
