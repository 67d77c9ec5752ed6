// A product list's sort and filters as a storefront URL holds them, and as the API is asked for them.
// No zod here: the storefront's list pages import this file. The server reads a search results URL
// and a category's product list URL with the same functions, so that it preloads the photo the page
// will show (modules/seo).
import { type ColourFamily, colourFamilies, type ProductSort, productSorts } from './finding-choices';

/** What a shopper has chosen on a list: the sort and every filter, as the URL holds them. */
export interface ListingFilters {
  sort?: ProductSort;
  size: string[];
  color: ColourFamily[];
  minPrice?: number;
  maxPrice?: number;
  minDiscount?: number;
  inStock: boolean;
}

export const noFilters: ListingFilters = { size: [], color: [], inStock: false };

/** Products on each page of the search results (/search?q=). */
export const searchResultsPageSize = 20;

/** Products on each page of a category's product list (/products/{slug}); docs/product.md §9 says 20. */
export const categoryProductsPageSize = 20;

const listOf = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const wholeNumber = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

/** The filters a page's URL holds; values the API would refuse are left out rather than sent. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const families: readonly string[] = colourFamilies;
  return {
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    size: [...new Set(listOf(params, 'size'))],
    color: [...new Set(listOf(params, 'color'))].filter((c): c is ColourFamily => families.includes(c)),
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    minDiscount: wholeNumber(params.get('minDiscount')),
    inStock: params.get('inStock') === 'true',
  };
}

/**
 * The filters as query parameters, always in the same order, so one choice gives one URL (and one
 * cached answer). `base` keeps parameters that are not filters, such as the search term.
 */
export function listingParams(filters: ListingFilters, base: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(base);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.size.length > 0) params.set('size', filters.size.join(','));
  if (filters.color.length > 0) params.set('color', filters.color.join(','));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minDiscount !== undefined) params.set('minDiscount', String(filters.minDiscount));
  if (filters.inStock) params.set('inStock', 'true');
  return params;
}
