import { describe, expect, it } from 'vitest';
import { blankVariant } from './product-draft';
import { gridAdditions, withGridVariants } from './variant-grid';

const grid = {
  colours: 'Maroon, navy blue, Maroon',
  sizes: 'S, M',
  stock: '4',
  originalPrice: '999',
  discountPrice: '',
};

describe('the colour x size grid', () => {
  it('makes every colour with every size once, in place of the untouched blank row', () => {
    const made = withGridVariants([blankVariant()], grid);
    expect(made.map((v) => `${v.color} ${v.size} ${v.stock} ${v.originalPrice}`)).toEqual([
      'Maroon S 4 999',
      'Maroon M 4 999',
      'navy blue S 4 999',
      'navy blue M 4 999',
    ]);
    expect(made[0]?.colorHexCode).toBe('#800000');
    expect(made[2]?.colorHexCode).toBe('#000080');
    expect(new Set(made.map((v) => v.key)).size).toBe(4);
  });

  it('keeps the variants there are and adds only the missing ones', () => {
    const existing = { ...blankVariant(), id: 'v-1', color: 'Maroon', size: 's', originalPrice: '1299' };
    const made = withGridVariants([existing], grid);
    expect(made[0]).toBe(existing);
    expect(made.map((v) => `${v.color} ${v.size}`)).toEqual([
      'Maroon s',
      'Maroon M',
      'navy blue S',
      'navy blue M',
    ]);
    expect(gridAdditions(made, grid)).toEqual([]);
    expect(withGridVariants(made, grid)).toBe(made);
  });

  it('adds nothing without both a colour and a size', () => {
    const rows = [blankVariant()];
    expect(withGridVariants(rows, { ...grid, sizes: ' , ' })).toBe(rows);
  });
});
