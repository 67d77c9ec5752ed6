import { lazy, Suspense, useState } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { LoginRequiredDialog } from '../../components/LoginRequiredDialog';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { BottomBar } from './shop/BottomBar';
import { ShopFooter } from './shop/ShopFooter';
import { ShopHeader } from './shop/ShopHeader';

// Downloaded when first opened: most visits never search, and every page loads this layout.
const SearchOverlay = lazy(async () => ({
  default: (await import('../../features/search/SearchOverlay')).SearchOverlay,
}));

/**
 * Where a page's scroll position is remembered. A URL opened afresh has no history entry of its own
 * (its key is 'default' for every such load), so it is remembered by its address instead: another
 * URL opened in the same tab starts at the top rather than where the last one was left.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Public and storefront pages: fixed header, page, footer, the floating bottom bar and its search. */
export function ShopLayout() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <ShopHeader onSearch={() => setSearchOpen(true)} />
      <div className="flex-1">
        <Outlet />
      </div>
      <ShopFooter />
      <BottomBar onSearch={() => setSearchOpen(true)} />
      {/* Mounted only while open, so the term starts empty each time (SPEC.md: cleared on close). */}
      {searchOpen && (
        <Suspense fallback={<div className="fixed inset-0 z-50 bg-white" aria-busy="true" />}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      <CartDrawer />
      <LoginRequiredDialog />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
