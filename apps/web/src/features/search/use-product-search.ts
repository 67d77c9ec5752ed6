import { useQuery } from '@tanstack/react-query';
import type { SearchHit } from '@vastra/contract/catalogue';
import { api } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** docs/product.md §5, §9: search only for a trimmed term of 2 or more characters, 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;
export const isSearchable = (term: string) => term.trim().length > 1;

export interface ProductSearch {
  /** The term the results are for. */
  searchedTerm: string;
  hits: SearchHit[];
  /** True from the first keystroke until the answer for the settled term is in. */
  searching: boolean;
}

/**
 * Products matching the typed term. `searching` covers the debounce wait too, so the screen says
 * 'Searching...' from the first keystroke. A failed search is only logged, and shows no results.
 */
export function useProductSearch(term: string): ProductSearch {
  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const active = isSearchable(settled);
  const query = useQuery({
    queryKey: ['product-search', settled],
    queryFn: async ({ signal }) => {
      try {
        return await api<SearchHit[]>(`/products/search?q=${encodeURIComponent(settled)}`, { signal });
      } catch (error) {
        console.error('Search failed', error);
        return [];
      }
    },
    enabled: active,
    staleTime: 30_000,
  });
  const waiting = settled !== term.trim() || query.isFetching;
  return {
    searchedTerm: settled,
    hits: active ? (query.data ?? []) : [],
    searching: waiting || (active && query.isPending),
  };
}
