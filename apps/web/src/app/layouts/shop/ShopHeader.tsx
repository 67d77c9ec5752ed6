import { Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { CountBadge } from '../../../components/CountBadge';
import { isAdmin, useAuthStore } from '../../../lib/auth-store';
import { useCategories } from '../../../lib/category-tree';
import { useHeaderCounts } from '../../../lib/header-counts';
import { useShopHeader } from '../../../lib/shop-header';
import { CategoryMenu } from './CategoryMenu';
import { MobileMenu } from './MobileMenu';

/**
 * The shop header: brand, top-level categories (with their menus, CategoryMenu.tsx), Admin Panel for admins, profile, wishlist and cart
 * with their counts, and search (besides the bottom bar's). Transparent with light text over the
 * category hero, solid white elsewhere.
 */
export function ShopHeader({ onSearch }: { onSearch(): void }) {
  const admin = useAuthStore((s) => isAdmin(s.user));
  const overHero = useShopHeader((s) => s.overHero);
  const counts = useHeaderCounts();
  const { data: categories = [] } = useCategories();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  const tone = overHero
    ? 'bg-gradient-to-b from-black/55 via-black/20 to-transparent text-white'
    : 'border-b border-neutral-200/80 bg-white text-neutral-900';
  const icon =
    'relative flex size-8 shrink-0 items-center justify-center rounded-full transition hover:bg-current/10 sm:size-10';

  return (
    <>
      <header className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${tone}`}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-2 sm:px-6">
          <button
            type="button"
            className={`${icon} md:hidden`}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpenOn(pathname)}
          >
            <Menu className="size-6" aria-hidden />
          </button>
          <BrandMark twoLinesOnPhones className="text-sm tracking-[0.06em] sm:text-lg sm:tracking-[0.2em]" />
          <CategoryMenu categories={categories} />
          <div className="ml-auto flex shrink-0 items-center sm:gap-1.5">
            {admin && (
              <Link
                to="/admin/dashboard"
                className={`mr-1 rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap ${overHero ? 'bg-white text-neutral-900' : 'bg-neutral-900 text-white'}`}
              >
                Admin Panel
              </Link>
            )}
            <button type="button" aria-label="Find products" onClick={onSearch} className={icon}>
              <Search className="size-5" aria-hidden />
            </button>
            <Link to="/profile" aria-label="Profile" className={icon}>
              <User className="size-5" aria-hidden />
            </Link>
            <Link to="/wishlist" aria-label="Wishlist" className={icon}>
              <Heart className="size-5" aria-hidden />
              <CountBadge count={counts.wishlist} testId="wishlist-count" />
            </Link>
            <Link to="/cart" aria-label="Cart" className={icon}>
              <ShoppingBag className="size-5" aria-hidden />
              <CountBadge count={counts.cart} testId="cart-count" />
            </Link>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop blur would make the drawer's fixed position relative to the header. */}
      {menuOpen && <MobileMenu categories={categories} onClose={() => setMenuOpenOn(null)} />}
    </>
  );
}
