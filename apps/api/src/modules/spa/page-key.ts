/**
 * The query parameters that change a drawn page: a search's term, a list's sort, filters and page.
 * Any other (utm_*, a click id, something made up) neither makes a page of its own nor reaches it.
 */
const PAGE_PARAMETERS = [
  'q',
  'page',
  'sort',
  'size',
  'color',
  'minPrice',
  'maxPrice',
  'minDiscount',
  'inStock',
] as const;

/** A drawn page's key: its path and its page parameters in one order, each as the URL gives them. */
export function pageKey(pathname: string, query: string): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) for (const value of given.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
