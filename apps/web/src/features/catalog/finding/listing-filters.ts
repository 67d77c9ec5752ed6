import type { ProductSort } from '@vastra/contract/finding-choices';
import { type ListingFilters, noFilters } from '@vastra/contract/listing-filters';
import { groupIndian } from '../../../lib/format';

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
  const rupees = (amount: number) => `Rs. ${groupIndian(amount, 0)}`;
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
