import { describe, expect, it } from 'vitest';
import { aVariant } from '../../test/catalogue';
import { distinctColours, distinctSizes, productReference } from './wishlist-facts';

const variant = (color: string, size: string, colorHexCode = '#000000') =>
  aVariant({ id: `${color}-${size}`, color, colorHexCode, size });

describe('wishlist card facts', () => {
  const variants = [
    variant('Indigo', 'S', '#3f51b5'),
    variant('Indigo', 'M', '#3f51b5'),
    variant('Maroon', 'S', '#800000'),
    variant('indigo ', 'L', '#3f51b5'),
  ];

  it('lists each colour once, in the order first seen', () => {
    expect(distinctColours(variants)).toEqual([
      { color: 'Indigo', hex: '#3f51b5' },
      { color: 'Maroon', hex: '#800000' },
    ]);
  });

  it('lists each size once, in the order first seen', () => {
    expect(distinctSizes(variants)).toEqual(['S', 'M', 'L']);
  });

  it('shows the first 8 characters of the product id', () => {
    expect(productReference('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d')).toBe('9b1deb4d');
  });

  it('lists sizes smallest first, however the variants were entered', () => {
    const sizes = ['S', 'XXL', 'L', 'XS'].map((size) =>
      aVariant({ size, originalPrice: '499.00', stock: 1 }),
    );
    expect(distinctSizes(sizes)).toEqual(['XS', 'S', 'L', 'XXL']);
  });
});
