import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { PopularCategories } from '../../components/PopularCategories';
import { formatRupees } from '../../lib/format';
import type { ProductSearch } from './use-product-search';

/**
 * 'Search Results' for a term: a list of hits, 'Searching...' while it loads, or a no-match note
 * with a way to try another term (`onTryAnother` empties the box) and the categories to browse.
 */
export function SearchResults({
  search,
  onPick,
  onTryAnother,
}: {
  search: ProductSearch;
  onPick(): void;
  onTryAnother(): void;
}) {
  const { hits, searching, searchedTerm } = search;
  return (
    <section aria-labelledby="search-results-title">
      <h2
        id="search-results-title"
        className="mb-4 text-xs font-semibold tracking-[0.2em] text-neutral-500 uppercase"
      >
        Search Results
      </h2>
      {searching ? (
        <p role="status" className="py-10 text-center text-sm text-neutral-500">
          Searching...
        </p>
      ) : hits.length === 0 ? (
        <>
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-neutral-600">
            <p>No products found for "{searchedTerm}".</p>
            <p>Check the spelling, or try a shorter or more general word.</p>
            <button
              type="button"
              onClick={onTryAnother}
              className="mt-1 h-11 rounded-full border border-neutral-900 px-6 font-semibold text-neutral-900 hover:bg-neutral-900 hover:text-white"
            >
              Try another search
            </button>
          </div>
          <PopularCategories onPick={onPick} title="Browse a category instead" />
        </>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link
                to={`/product/${hit.id}`}
                onClick={onPick}
                className="group flex items-center gap-4 rounded-lg py-3 transition hover:bg-neutral-50"
              >
                <span className="flex aspect-[4/5] w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-100">
                  {hit.imageUrl ? (
                    <img
                      src={hit.imageUrl}
                      alt=""
                      width={64}
                      height={80}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <ImageOff className="size-5 text-neutral-400" aria-hidden />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium group-hover:underline">{hit.name}</span>
                  <span className="block text-xs text-neutral-500">{hit.category.name}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold">{formatRupees(hit.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!searching && hits.length > 0 && (
        <Link
          to={`/search?${new URLSearchParams({ q: searchedTerm })}`}
          onClick={onPick}
          className="mt-4 flex h-11 w-full items-center justify-center rounded-full border border-neutral-900 text-sm font-semibold tracking-wide hover:bg-neutral-900 hover:text-white"
        >
          See all results
        </Link>
      )}
    </section>
  );
}
