import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoginRequiredDialog } from '../../components/LoginRequiredDialog';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { SearchOverlay } from '../../features/search/SearchOverlay';
import { BottomBar } from './shop/BottomBar';
import { ShopFooter } from './shop/ShopFooter';
import { ShopHeader } from './shop/ShopHeader';

/** Public and storefront pages: fixed header, page, footer, the floating bottom bar and its search. */
export function ShopLayout() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <ShopHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <ShopFooter />
      <BottomBar onSearch={() => setSearchOpen(true)} />
      {/* Mounted only while open, so the term starts empty each time (SPEC.md: cleared on close). */}
      {searchOpen && <SearchOverlay onClose={() => setSearchOpen(false)} />}
      <CartDrawer />
      <LoginRequiredDialog />
      <ScrollRestoration />
    </div>
  );
}
