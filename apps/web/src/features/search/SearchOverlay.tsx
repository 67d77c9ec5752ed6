import { ArrowLeft, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PopularCategories } from '../../components/PopularCategories';
import { SearchResults } from './SearchResults';
import { isSearchable, useProductSearch } from './use-product-search';
import { useScrollLock } from './use-scroll-lock';

/**
 * The search overlay (docs/product.md §2): a keyword box over the page, with results once 2 or more
 * characters are typed and popular categories before that. Enter opens the full results page.
 * Escape or the close button closes it.
 */
export function SearchOverlay({ onClose }: { onClose(): void }) {
  const [term, setTerm] = useState('');
  // Here, mounted with the overlay: the debounce then runs for every term, the first one that
  // reaches two characters included (a hook inside the results would start already settled).
  const search = useProductSearch(term);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useScrollLock();
  const clearTerm = () => {
    setTerm('');
    input.current?.focus();
  };
  const seeAll = () => {
    onClose();
    navigate(`/search?${new URLSearchParams({ q: term.trim() })}`);
  };

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="fixed inset-0 z-[60] flex animate-fade flex-col overflow-y-auto overscroll-contain bg-white"
    >
      <div className="sticky top-0 z-10 border-b border-neutral-200 bg-white/95 backdrop-blur">
        <search className="mx-auto h-16 max-w-3xl px-3 sm:h-20 sm:px-6">
          <form
            className="flex h-full items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (isSearchable(term)) seeAll();
            }}
          >
            <button
              type="button"
              aria-label="Close search"
              onClick={onClose}
              className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 sm:hidden"
            >
              <ArrowLeft className="size-5" aria-hidden />
            </button>
            <label className="flex h-11 flex-1 items-center gap-3 rounded-full bg-neutral-100 px-4 ring-1 ring-transparent transition focus-within:bg-white focus-within:ring-neutral-400">
              <Search className="size-4 shrink-0 text-neutral-500" aria-hidden />
              <span className="sr-only">Search products</span>
              <input
                ref={input}
                type="search"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
                placeholder="Search by keyword"
                autoComplete="off"
                enterKeyHint="search"
                className="min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:hidden"
              />
              {term && (
                <button
                  type="button"
                  aria-label="Clear search"
                  onClick={clearTerm}
                  className="-mr-2 flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:text-neutral-900"
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </label>
            <button
              type="button"
              aria-label="Close search"
              onClick={onClose}
              className="hidden size-10 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 sm:flex"
            >
              <X className="size-5" aria-hidden />
            </button>
          </form>
        </search>
      </div>
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-28 sm:px-6">
        {isSearchable(term) ? (
          <SearchResults search={search} onPick={onClose} onTryAnother={clearTerm} />
        ) : (
          <PopularCategories onPick={onClose} />
        )}
      </div>
    </div>
  );
}
