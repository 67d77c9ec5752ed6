import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';
import { productImages } from '../../../db/schema/catalogue';

const { app } = await createTestApp();

const men = await createCategory(app.db, { name: 'Men', media: 5 });
const jackets = await createCategory(app.db, { name: "Men's Jackets", parentId: men.id });
const women = await createCategory(app.db, { name: 'Women', media: 5 });
const tops = await createCategory(app.db, { name: 'T-Shirts', parentId: women.id });
const dresses = await createCategory(app.db, { name: 'Dresses', parentId: women.id });

const denim = await createProduct(app.db, {
  name: 'Denim Jacket',
  categoryId: jackets.id,
  images: ['denim-front.webp', 'denim-back.webp'],
  variants: [
    { color: 'Blue', originalPrice: '2499.00', discountPrice: '1999.00' },
    { color: 'Blue', size: 'L', originalPrice: '2499.00' },
  ],
});
const tee = await createProduct(app.db, {
  name: 'Cotton Crew Neck',
  categoryId: tops.id,
  variants: [{ color: 'White', originalPrice: '499.00' }],
});
const floral = await createProduct(app.db, {
  name: 'Floral Maxi Dress',
  categoryId: dresses.id,
  images: 0,
  variants: [{ color: 'Red', originalPrice: '1799.00' }],
});
await createProduct(app.db, { name: 'Archived Denim Vest', categoryId: jackets.id, archived: true });

async function search(q: string) {
  const res = await app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; name: string }[];
}
const names = async (q: string) => (await search(q)).map((hit) => hit.name);

describe('GET /api/products/search', () => {
  it('finds a product by a word of its name, with a thumbnail of its first image, category and lowest price', async () => {
    expect(await search('denim')).toEqual([
      {
        id: denim.id,
        name: 'Denim Jacket',
        imageUrl: '/uploads/denim-front-400.webp',
        category: { id: jackets.id, name: "Men's Jackets", slug: 'mens-jackets' },
        price: '1999.00',
      },
    ]);
  });

  it('forgives a typo: "jaket" finds the Denim Jacket', async () => {
    expect(await names('jaket')).toEqual(['Denim Jacket']);
  });

  it('finds T-Shirts however the hyphen is typed, even misspelt', async () => {
    for (const q of ['t-shirt', 'tshirt', 'T Shirts', 'tshrt']) {
      expect(
        (await search(q)).map((hit) => hit.id),
        q,
      ).toEqual([tee.id]);
    }
  });

  it('finds products by colour and by the name of their category or its parent', async () => {
    expect(await names('red')).toEqual(['Floral Maxi Dress']);
    expect(await names('blue')).toEqual(['Denim Jacket']);
    expect(await names('dresses')).toEqual(['Floral Maxi Dress']);
    expect((await names('women')).sort()).toEqual(['Cotton Crew Neck', 'Floral Maxi Dress']);
  });

  it('keeps "men" to the men\'s products rather than also matching "women"', async () => {
    expect(await names('men')).toEqual(['Denim Jacket']);
  });

  it('matches the start of a word as it is being typed', async () => {
    expect(await names('jack')).toEqual(['Denim Jacket']);
    expect(await names('flor')).toEqual(['Floral Maxi Dress']);
  });

  it('gives the smallest resized copy as the thumbnail when the image has one', async () => {
    await app.db
      .update(productImages)
      .set({
        srcset: [
          { width: 320, filename: 'tee-320.webp' },
          { width: 640, filename: 'tee-640.webp' },
        ],
      })
      .where(eq(productImages.productId, tee.id));
    const [hit] = await search('crew neck');
    expect(hit).toMatchObject({ id: tee.id, imageUrl: '/uploads/tee-320.webp' });
  });

  it('gives imageUrl null for a product without images', async () => {
    const [hit] = await search('floral');
    expect(hit).toMatchObject({ id: floral.id, imageUrl: null, price: '1799.00' });
  });

  it('never lists archived products', async () => {
    expect(await names('vest')).toEqual([]);
  });

  it('finds nothing for a term under 2 characters once trimmed, or no term at all', async () => {
    for (const q of ['', 'j', '  j  ', '--']) expect(await search(q)).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/api/products/search' });
    expect(res.json()).toEqual([]);
  });

  it('treats query syntax as plain text', async () => {
    for (const q of ['denim & !jacket', "'; drop table products; --", 'a:* | b', '<script>']) {
      const res = await app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await names('denim & !jacket')).toEqual(['Denim Jacket']);
  });

  it('returns at most 20 hits', async () => {
    const many = await createCategory(app.db, { name: 'Kurtas', parentId: men.id });
    for (let i = 0; i < 22; i++) await createProduct(app.db, { name: `Kurta ${i}`, categoryId: many.id });
    const hits = await search('kurta');
    expect(hits).toHaveLength(20);
  });
});
