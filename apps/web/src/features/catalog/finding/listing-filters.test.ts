import { noFilters } from '@vastra/contract/listing-filters';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, priceLabel } from './listing-filters';

describe('filters on screen', () => {
  it('counts a price range as one filter and ignores the sort', () => {
    expect(
      activeFilterCount({
        ...noFilters,
        sort: 'discount',
        size: ['S', 'M'],
        minPrice: 1,
        maxPrice: 2,
        inStock: true,
      }),
    ).toBe(4);
  });

  it('names offered price ranges and typed ones', () => {
    expect(priceLabel(500, 999)).toBe('Rs. 500 - Rs. 999');
    expect(priceLabel(1200, undefined)).toBe('Rs. 1,200 and above');
    expect(priceLabel(undefined, 800)).toBe('Up to Rs. 800');
  });
});
