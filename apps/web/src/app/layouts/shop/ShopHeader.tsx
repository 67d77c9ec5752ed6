import { Heart, Menu, ShoppingBag, User, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { isAdmin, useAuthStore } from '../../../lib/auth-store';

/** The shop header: brand, top-level categories, Admin Panel for admins, profile, wishlist and cart. */
export function ShopHeader() {
  const admin = useAuthStore((s) => isAdmin(s.user));
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <button
          type="button"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
        <BrandMark />
        <nav aria-label="Categories" className="hidden flex-1 items-center gap-6 md:flex" />
        <div className="flex items-center gap-4">
          {admin && (
            <Link
              to="/admin/dashboard"
              className="rounded-full bg-neutral-900 px-4 py-1.5 text-xs font-medium text-white"
            >
              Admin Panel
            </Link>
          )}
          <Link to="/profile" aria-label="Profile">
            <User className="size-5" />
          </Link>
          <Link to="/wishlist" aria-label="Wishlist">
            <Heart className="size-5" />
          </Link>
          <Link to="/cart" aria-label="Cart">
            <ShoppingBag className="size-5" />
          </Link>
        </div>
      </div>
      {menuOpen && (
        <nav aria-label="Mobile menu" className="border-t border-neutral-200 px-4 py-3 md:hidden" />
      )}
    </header>
  );
}
