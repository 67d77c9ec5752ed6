import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoginRequiredDialog } from '../../components/LoginRequiredDialog';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { BottomBar } from './shop/BottomBar';
import { ScrollMemory } from './shop/ScrollMemory';
import { ShopFooter } from './shop/ShopFooter';
import { ShopHeader } from './shop/ShopHeader';

// Downloaded when first opened: most visits never search, and every page loads this layout.
const SearchOverlay = lazy(async () => ({
  default: (await import('../../features/search/SearchOverlay')).SearchOverlay,
}));

/** Public and storefront pages: fixed header, page, footer, the floating bottom bar and its search. */
export function ShopLayout() {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <div className="group/shop flex min-h-screen flex-col">
      <a
        href="#content"
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-full bg-neutral-900 px-4 py-2 text-sm font-semibold text-white focus:translate-y-0"
      >
        Skip to content
      </a>
      <ShopHeader onSearch={() => setSearchOpen(true)} />
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <ShopFooter />
      <BottomBar onSearch={() => setSearchOpen(true)} />
      {/* Mounted only while open, so the term starts empty each time (docs/product.md §2). */}
      {searchOpen && (
        <Suspense fallback={<div className="fixed inset-0 z-50 bg-white" aria-busy="true" />}>
          <SearchOverlay onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      <CartDrawer />
      <LoginRequiredDialog />
      <ScrollMemory />
    </div>
  );
}
