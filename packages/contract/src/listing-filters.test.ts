import { describe, expect, it } from 'vitest';
import { listingParams, noFilters, readListingFilters } from './listing-filters';

describe('filters in the URL', () => {
  it('reads repeated and comma-separated values, dropping what the API would refuse', () => {
    const filters = readListingFilters(
      new URLSearchParams(
        'size=M&size=L,M&color=Blue,Teal&sort=cheapest&minPrice=500&maxPrice=abc&inStock=true',
      ),
    );
    expect(filters).toEqual({
      sort: undefined,
      size: ['M', 'L'],
      color: ['Blue'],
      minPrice: 500,
      maxPrice: undefined,
      minDiscount: undefined,
      inStock: true,
    });
  });

  it('writes one canonical URL for one choice, whatever order it was made in', () => {
    const a = listingParams({ ...noFilters, color: ['Blue'], size: ['M'], sort: 'price_asc' }, { q: 'tee' });
    expect(a.toString()).toBe('q=tee&sort=price_asc&size=M&color=Blue');
    expect(readListingFilters(a)).toMatchObject({ size: ['M'], color: ['Blue'], sort: 'price_asc' });
    expect(listingParams(noFilters).toString()).toBe('');
  });
});
