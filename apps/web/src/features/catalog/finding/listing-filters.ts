import {
  type ColourFamily,
  colourFamilies,
  type ProductSort,
  productSorts,
} from '@vastra/contract/finding-choices';

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

/** How many filters are on (the sort is not a filter). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.size.length +
    filters.color.length +
    Number(filters.minPrice !== undefined || filters.maxPrice !== undefined) +
    Number(filters.minDiscount !== undefined) +
    Number(filters.inStock)
  );
}

/** The same filters without any, keeping the sort. */
export const clearedFilters = (filters: ListingFilters): ListingFilters => ({
  ...noFilters,
  sort: filters.sort,
});

/** Adds the value to the list when absent, removes it when present. */
export function toggled<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Price ranges offered as choices, in rupees (`max` excluded: 500 to 999 is "Rs. 500 - Rs. 999"). */
export const priceRanges: { label: string; min?: number; max?: number }[] = [
  { label: 'Under Rs. 500', max: 499 },
  { label: 'Rs. 500 - Rs. 999', min: 500, max: 999 },
  { label: 'Rs. 1,000 - Rs. 1,999', min: 1000, max: 1999 },
  { label: 'Rs. 2,000 - Rs. 2,999', min: 2000, max: 2999 },
  { label: 'Rs. 3,000 and above', min: 3000 },
];

/** The words for a price filter, whether it is one of the offered ranges or typed into the URL. */
export function priceLabel(minPrice?: number, maxPrice?: number): string {
  const preset = priceRanges.find((range) => range.min === minPrice && range.max === maxPrice);
  if (preset) return preset.label;
  const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-IN')}`;
  if (minPrice !== undefined && maxPrice !== undefined) return `${rupees(minPrice)} - ${rupees(maxPrice)}`;
  return minPrice !== undefined ? `${rupees(minPrice)} and above` : `Up to ${rupees(maxPrice ?? 0)}`;
}

export const sortLabels: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Biggest discount',
};
