import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { productVariants } from '../../../db/schema/catalogue';

const { app } = await createTestApp();

async function familyOf(name: string, hex: string): Promise<string | null> {
  const result = await app.db.execute(sql`select colour_family(${name}, ${hex}) as family`);
  return (result as unknown as { rows: { family: string | null }[] }).rows[0]?.family ?? null;
}

describe('colour families', () => {
  it.each([
    ['Navy Blue', 'Blue'],
    ['Maroon', 'Red'],
    ['Charcoal', 'Grey'],
    ['Charcoal Grey', 'Grey'],
    ['Off White', 'White'],
    ['off-white', 'White'],
    ['Cream', 'Beige'],
    ['Mustard', 'Yellow'],
    ['Olive', 'Green'],
    ['Lavender', 'Purple'],
    ['Coral', 'Orange'],
    ['Denim', 'Blue'],
    ['Khaki', 'Beige'],
    ['Wine', 'Red'],
    ['Rani Pink', 'Pink'],
    ['Grey Melange', 'Grey'],
  ])('a variant named %s is %s whatever its swatch', async (name, family) => {
    expect(await familyOf(name, '#00ff00')).toBe(family);
  });

  it.each([
    ['#1f2a44', 'Blue'],
    ['#000000', 'Black'],
    ['#2a2a2e', 'Black'],
    ['#ffffff', 'White'],
    ['#9ea3a8', 'Grey'],
    ['#800000', 'Red'],
    ['#f4c2c2', 'Pink'],
    ['#d3186f', 'Pink'],
    ['#ff7f50', 'Orange'],
    ['#6f4e37', 'Brown'],
    ['#d9c7a7', 'Beige'],
    ['#e1ad01', 'Yellow'],
    ['#2e8b57', 'Green'],
    ['#87ceeb', 'Blue'],
    ['#5b2c83', 'Purple'],
  ])('a variant whose name names no colour takes its family from the hex %s: %s', async (hex, family) => {
    expect(await familyOf('Shade 7', hex)).toBe(family);
  });

  it('is stored on every variant as it is written, and follows a renamed colour', async () => {
    const category = await createCategory(app.db, { name: 'Shirts' });
    const shirt = await createProduct(app.db, {
      name: 'Oxford Shirt',
      categoryId: category.id,
      variants: [{ color: 'Sky Blue', colorHexCode: '#87ceeb' }],
    });
    const read = async () =>
      (await app.db.select({ family: productVariants.colorFamily }).from(productVariants))[0]?.family;
    expect(await read()).toBe('Blue');
    await app.db.update(productVariants).set({ color: 'Bottle Green' });
    expect(await read()).toBe('Green');
    expect(shirt.variantIds).toHaveLength(1);
  });
});
