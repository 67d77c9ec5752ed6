import { describe, expect, it } from 'vitest';
import { aVariant } from '../../test/catalogue';
import {
  chooseColour,
  chosenVariant,
  clampQuantity,
  colourOptions,
  initialChoice,
  initialVariant,
  isLowStock,
  photosForColour,
  shownVariant,
  sizesForColour,
  variantStockBadge,
} from './variant-choice';

const variant = (color: string, size: string, stock: number, colorHexCode = '#000000') =>
  aVariant({ color, colorHexCode, size, stock });

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

  it('opens on the colour its card showed with no size chosen, unless that colour has one size', () => {
    const variants = [variant('Red', 'S', 0), variant('Blue', 'M', 4), variant('Blue', 'L', 4)];
    expect(initialChoice(variants)).toEqual({ color: 'Blue', size: undefined });
    expect(initialChoice([variant('Green', 'Free Size', 3)])).toEqual({ color: 'Green', size: 'Free Size' });
    expect(initialChoice([])).toBeUndefined();
  });

  it('keeps the chosen size when the new colour has it, and chooses none when it does not', () => {
    const variants = [
      variant('Red', 'M', 1),
      variant('Red', 'XL', 1),
      variant('Blue', 'M', 0),
      variant('Blue', 'L', 2),
    ];
    expect(chooseColour(variants, { color: 'Red', size: 'M' }, 'Blue')).toEqual({ color: 'Blue', size: 'M' });
    expect(chooseColour(variants, { color: 'Red', size: 'XL' }, 'Blue')).toEqual({
      color: 'Blue',
      size: undefined,
    });
  });

  it("shows the chosen variant, or before a size is chosen the colour's cheapest in stock", () => {
    const dear = { ...variant('Blue', 'XL', 3), originalPrice: '1299.00' };
    const cheap = { ...variant('Blue', 'M', 3), originalPrice: '999.00' };
    const variants = [dear, cheap, variant('Red', 'M', 3)];
    expect(chosenVariant(variants, { color: 'Blue' })).toBeUndefined();
    expect(shownVariant(variants, { color: 'Blue' })).toBe(cheap);
    expect(shownVariant(variants, { color: 'blue', size: 'XL' })).toBe(dear);
  });

  it("puts the chosen colour's photos first, then those for every colour, and hides the other colours'", () => {
    const photos = [
      { id: 'black', color: 'Black' },
      { id: 'all', color: null },
      { id: 'white', color: 'White' },
    ];
    expect(photosForColour(photos, 'white').map((p) => p.id)).toEqual(['white', 'all']);
    expect(photosForColour([{ id: 'black', color: 'Black' }], 'White').map((p) => p.id)).toEqual(['black']);
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
