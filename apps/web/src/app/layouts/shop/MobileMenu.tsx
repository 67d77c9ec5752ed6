import type { Category } from '@vastra/contract/catalogue';
import { ChevronRight, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';

/** The small-screen menu: a drawer listing the categories and, under each, its subcategories. */
export function MobileMenu({ categories, onClose }: { categories: Category[]; onClose(): void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <button
        type="button"
        aria-label="Close menu"
        tabIndex={-1}
        className="absolute inset-0 animate-fade bg-black/40"
        onClick={onClose}
      />
      <nav
        aria-label="Mobile menu"
        className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-white text-neutral-900 shadow-2xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-neutral-100 px-4">
          <BrandMark />
          <button
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <ul className="flex-1 overflow-y-auto px-4 py-2">
          {categories.map((category) => (
            <li key={category.id} className="border-b border-neutral-100 py-3">
              <Link
                to={`/${category.slug}`}
                className="flex items-center justify-between py-1 text-sm font-semibold tracking-[0.14em] uppercase"
              >
                {category.name}
                <ChevronRight className="size-4 text-neutral-400" aria-hidden />
              </Link>
              {category.subCategories.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link
                        to={`/products/${sub.slug}`}
                        className="inline-block rounded-full border border-neutral-200 px-3 py-1 text-xs text-neutral-700"
                      >
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2 border-t border-neutral-100 p-4 text-xs text-neutral-500">
          <Link to="/policies/returns">Return Policy</Link>
          <Link to="/policies/shipping">Shipping Policy</Link>
          <Link to="/policies/contact">Grievance Officer</Link>
          <Link to="/legal/privacy-policy">Privacy Policy</Link>
          <Link to="/legal/terms-conditions">Terms &amp; Conditions</Link>
        </div>
      </nav>
    </div>
  );
}
