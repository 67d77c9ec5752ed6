import { useState } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { LoginRequiredDialog } from '../../components/LoginRequiredDialog';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { SearchOverlay } from '../../features/search/SearchOverlay';
import { BottomBar } from './shop/BottomBar';
import { ShopFooter } from './shop/ShopFooter';
import { ShopHeader } from './shop/ShopHeader';

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
      {searchOpen && <SearchOverlay onClose={() => setSearchOpen(false)} />}
      <CartDrawer />
      <LoginRequiredDialog />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
