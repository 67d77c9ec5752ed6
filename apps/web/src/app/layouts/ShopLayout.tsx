import { Outlet } from 'react-router';
import { BottomBar } from './shop/BottomBar';
import { ShopFooter } from './shop/ShopFooter';
import { ShopHeader } from './shop/ShopHeader';

/** Public and storefront pages: fixed header, page, footer and the floating bottom bar. */
export function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ShopHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <ShopFooter />
      <BottomBar />
    </div>
  );
}
