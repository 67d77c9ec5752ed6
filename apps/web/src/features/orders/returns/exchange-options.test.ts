import { describe, expect, it } from 'vitest';
import { aVariant } from '../../../test/catalogue';
import { exchangeOptions, sizeAndColour } from './exchange-options';

const variant = (id: string, color: string, size: string, stock: number) =>
  aVariant({ id, color, colorHexCode: color === 'Navy' ? '#1f2a44' : '#b02636', size, stock });

describe('exchange options', () => {
  const variants = [
    variant('red-l', 'Red', 'L', 4),
    variant('navy-xl', 'Navy', 'XL', 0),
    variant('navy-m', 'Navy', 'M', 2),
    variant('red-m', 'Red', 'M', 1),
    variant('navy-s', 'Navy', 'S', 5),
  ];

  it('lists every other variant by colour, the ordered colour first, smallest size first', () => {
    const options = exchangeOptions(variants, { id: 'navy-m', color: 'navy' });
    expect(options.map((colour) => colour.color)).toEqual(['Navy', 'Red']);
    expect(options[0]?.variants.map((v) => v.id)).toEqual(['navy-s', 'navy-xl']);
    expect(options[1]?.variants.map((v) => v.id)).toEqual(['red-m', 'red-l']);
  });

  it('keeps a sold-out size listed, to be shown disabled', () => {
    const navy = exchangeOptions(variants, { id: 'navy-m', color: 'Navy' })[0];
    expect(navy?.variants.find((v) => v.id === 'navy-xl')?.stock).toBe(0);
  });

  it('offers nothing for a product sold in one variant', () => {
    expect(exchangeOptions([variant('only', 'Red', 'M', 3)], { id: 'only', color: 'Red' })).toEqual([]);
  });

  it('names a variant by size and colour', () => {
    expect(sizeAndColour({ size: 'M', color: 'Navy' })).toBe('M / Navy');
  });
});
