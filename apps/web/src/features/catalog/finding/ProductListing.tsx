import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '@vastra/contract/catalogue';
import type { ProductSort } from '@vastra/contract/finding-choices';
import type { ListingFilters } from '@vastra/contract/listing-filters';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useShopActions } from '../../../lib/use-shop-actions';
import { ProductCard } from '../ProductCard';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { PhoneListingControls, SortSelect } from './ListingControls';
import { activeFilterCount, clearedFilters } from './listing-filters';

/**
 * A filterable product list: filters beside the grid on a wide screen (Sort and Filter sheets on a
 * phone), the chips of what is on, the grid and "Load more". `emptyMessage` is what an empty list
 * says with no filter on, `emptyHelp` what it offers under that; with filters on it offers to clear them.
 */
export function ProductListing({
  path,
  baseParams = {},
  sorts,
  filters,
  onFilters,
  query,
  emptyMessage,
  emptyHelp,
}: {
  path: string;
  baseParams?: Record<string, string>;
  sorts: ProductSort[];
  filters: ListingFilters;
  onFilters(filters: ListingFilters): void;
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  emptyMessage: string;
  emptyHelp?: ReactNode;
}) {
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const products = pages.flatMap((page) => page.data);
  const total = first?.pagination.total ?? 0;
  const facets = first?.facets;
  const filtered = activeFilterCount(filters) > 0;
  const { isInWishlist, toggleWishlist } = useShopActions();

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <aside aria-label="Filters" className="hidden lg:block">
        <FilterPanel filters={filters} facets={facets} onChange={onFilters} />
      </aside>
      <section aria-label="Products" className="min-w-0">
        <PhoneListingControls
          path={path}
          baseParams={baseParams}
          sorts={sorts}
          filters={filters}
          facets={facets}
          onFilters={onFilters}
        />
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-neutral-500" aria-live="polite" data-testid="result-count">
            {total} {total === 1 ? 'product' : 'products'}
          </p>
          <div className="hidden lg:block">
            <SortSelect
              sorts={sorts}
              sort={filters.sort ?? sorts[0] ?? 'newest'}
              onSort={(sort) => onFilters({ ...filters, sort })}
            />
          </div>
          <div className="w-full">
            <FilterChips filters={filters} onChange={onFilters} />
          </div>
        </div>

        {products.length === 0 ? (
          filtered ? (
            <div className="flex flex-col items-center gap-4 py-20 text-center">
              <p className="text-neutral-600">No products match these filters.</p>
              <button
                type="button"
                onClick={() => onFilters(clearedFilters(filters))}
                className="h-11 rounded-full border border-neutral-900 px-6 text-sm font-semibold"
              >
                Clear filters
              </button>
            </div>
          ) : (
            <>
              <p className={`${emptyHelp ? 'pt-16 pb-2' : 'py-20'} text-center text-neutral-600`}>
                {emptyMessage}
              </p>
              {emptyHelp}
            </>
          )
        ) : (
          <>
            {/* The cards' names are h3s: screen-reader users skim the page by its headings. */}
            <h2 className="sr-only">Products</h2>
            <ul
              className={`grid grid-cols-2 gap-x-3 gap-y-8 transition-opacity sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4 ${query.isPlaceholderData ? 'opacity-50' : ''}`}
            >
              {products.map((product, index) => (
                <li key={product.id}>
                  {/* The first picture is the largest thing on screen when the page opens: it alone
                      jumps the queue; the rest load as they near the screen. */}
                  <ProductCard
                    product={product}
                    priority={index === 0}
                    colourFamilies={filters.color}
                    wishlisted={isInWishlist(product.id)}
                    onToggleWishlist={toggleWishlist}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-12 flex flex-col items-center gap-3">
              <p className="text-xs text-neutral-500">
                Showing {products.length} of {total}
              </p>
              {query.hasNextPage && (
                <button
                  type="button"
                  onClick={() => query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                  className="flex min-h-11 min-w-48 items-center justify-center gap-2 rounded-full border border-neutral-900 px-8 text-sm font-semibold tracking-wide transition hover:bg-neutral-900 hover:text-white disabled:opacity-60"
                >
                  {query.isFetchingNextPage ? <Spinner size={16} /> : 'Load more'}
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
