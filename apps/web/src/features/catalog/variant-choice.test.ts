import type { Variant } from '@vastra/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  colourOptions,
  initialVariant,
  isLowStock,
  sizesForColour,
  variantForColour,
  variantStockBadge,
} from './variant-choice';

let nextId = 0;
function variant(color: string, size: string, stock: number, colorHexCode = '#000000'): Variant {
  nextId += 1;
  return {
    id: `v${nextId}`,
    color,
    colorHexCode,
    size,
    originalPrice: '999.00',
    discountPrice: null,
    stock,
  };
}

describe('choosing a variant on the product page', () => {
  it('lists each colour once, in stock when any of its sizes is', () => {
    const options = colourOptions([
      variant('Red', 'M', 0, '#ff0000'),
      variant('Blue', 'M', 0, '#0000ff'),
      variant('red', 'L', 3, '#ff0000'),
    ]);
    expect(options).toEqual([
      { color: 'Red', hex: '#ff0000', inStock: true },
      { color: 'Blue', hex: '#0000ff', inStock: false },
    ]);
  });

  it('offers only the sizes of the chosen colour, smallest first', () => {
    const variants = [
      variant('Red', 'XL', 1),
      variant('Blue', 'S', 1),
      variant('Red', 'S', 1),
      variant('Red', 'M', 1),
    ];
    expect(sizesForColour(variants, 'Red').map((v) => v.size)).toEqual(['S', 'M', 'XL']);
    expect(
      sizesForColour([variant('Black', '34', 1), variant('Black', '28', 1)], 'Black').map((v) => v.size),
    ).toEqual(['28', '34']);
  });

  it('opens on the first variant in stock', () => {
    const inStock = variant('Blue', 'M', 4);
    expect(initialVariant([variant('Red', 'S', 0), inStock])).toBe(inStock);
    const soldOut = variant('Red', 'S', 0);
    expect(initialVariant([soldOut])).toBe(soldOut);
    expect(initialVariant([])).toBeUndefined();
  });

  it('opens on the cheapest variant in stock, so the page shows the price its card promised', () => {
    const dear = { ...variant('Black', 'M', 4), originalPrice: '549.00' };
    const cheap = { ...variant('White', 'L', 2), originalPrice: '449.00' };
    expect(initialVariant([dear, cheap])).toBe(cheap);
  });

  it('keeps the size when switching colour if that size is in stock, else takes the first in stock', () => {
    const blueM = variant('Blue', 'M', 2);
    const blueL = variant('Blue', 'L', 2);
    const variants = [variant('Red', 'M', 1), variant('Blue', 'S', 0), blueM, blueL];
    expect(variantForColour(variants, 'Blue', 'L')).toBe(blueL);
    expect(variantForColour(variants, 'Blue', 'S')).toBe(blueM);
  });

  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it('colours the variant stock badge green above 5, amber from 1 to 5, red at 0', () => {
    expect(variantStockBadge(6)).toEqual({ label: 'In Stock', tone: 'green' });
    expect(variantStockBadge(5)).toEqual({ label: 'In Stock', tone: 'amber' });
    expect(variantStockBadge(1)).toEqual({ label: 'In Stock', tone: 'amber' });
    expect(variantStockBadge(0)).toEqual({ label: 'Out of Stock', tone: 'red' });
  });

  it('notes low stock only between 1 and 9 left', () => {
    expect([0, 1, 9, 10].map(isLowStock)).toEqual([false, true, true, false]);
  });
});
