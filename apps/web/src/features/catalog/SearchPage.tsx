import { searchResultsPageSize } from '@vastra/contract/listing-filters';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { useProductListing } from './catalog-queries';
import { ProductListing } from './finding/ProductListing';
import { useListingFilters } from './finding/use-listing-filters';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { SearchSuggestions } from './SearchSuggestions';

const searchSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'discount'] as const;

/** /search?q=: every product the term finds, best first, with the category page's sort and filters. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const { filters, setFilters, base, apiParams } = useListingFilters(['q']);
  const query = useProductListing('/products', apiParams, searchResultsPageSize);
  usePageTitle(term ? `Search: ${term}` : 'Search');

  return (
    <main className="mx-auto max-w-7xl px-4 pt-24 pb-28 sm:px-6">
      <header className="mb-8 border-b border-neutral-200 pb-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-amber-700 uppercase">Search results</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">
          {term ? `“${term}”` : 'All products'}
        </h1>
      </header>
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError ? (
        <p className="py-20 text-center text-neutral-600">Failed to load products.</p>
      ) : (
        <ProductListing
          path="/products"
          baseParams={base}
          sorts={term ? [...searchSorts] : searchSorts.filter((sort) => sort !== 'relevance')}
          filters={filters}
          onFilters={setFilters}
          query={query}
          emptyMessage={term ? `No products found for "${term}".` : 'No products yet.'}
          emptyHelp={term ? <SearchSuggestions /> : undefined}
        />
      )}
    </main>
  );
}
