import { describe, expect, it } from 'vitest';
import { itemsToShow } from './show-more';

describe('show more at checkout', () => {
  const items = ['kurta', 'saree', 'dupatta', 'shirt', 'jacket'];

  it('lists the first three items and counts the rest', () => {
    expect(itemsToShow(items, false)).toEqual({
      shown: ['kurta', 'saree', 'dupatta'],
      hiddenCount: 2,
      canCollapse: false,
    });
  });

  it('lists everything once expanded and offers to collapse again', () => {
    expect(itemsToShow(items, true)).toEqual({ shown: items, hiddenCount: 0, canCollapse: true });
  });

  it('needs no control for three items or fewer', () => {
    expect(itemsToShow(items.slice(0, 3), false)).toEqual({
      shown: items.slice(0, 3),
      hiddenCount: 0,
      canCollapse: false,
    });
    expect(itemsToShow(items.slice(0, 3), true).canCollapse).toBe(false);
  });
});
