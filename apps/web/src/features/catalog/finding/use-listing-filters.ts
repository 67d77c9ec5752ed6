import { type ListingFilters, listingParams, readListingFilters } from '@vastra/contract/listing-filters';
import { useSearchParams } from 'react-router';

/**
 * The list's filters, kept in the page's URL: a shared link or the back button gives the same list.
 * Each change is a new history entry; `keep` names parameters that are not filters (the search term).
 */
export function useListingFilters(keep: string[] = []) {
  const [params, setParams] = useSearchParams();
  const filters = readListingFilters(params);
  const base = Object.fromEntries(
    keep.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? '']] : [])),
  );
  const setFilters = (next: ListingFilters) =>
    setParams(listingParams(next, base), { preventScrollReset: true });
  return { filters, setFilters, base, apiParams: listingParams(filters, base) };
}
