import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createCategory, createProduct } from '../../../../test/catalogue-fixtures';

const { app } = await createTestApp();
const at = (minute: number) => new Date(Date.UTC(2024, 5, 1, 10, minute));

const men = await createCategory(app.db, {
  name: 'Men',
  description: 'Clothing for men',
  media: [{ fileType: 'IMAGE' }, { fileType: 'VIDEO' }, { fileType: 'IMAGE' }],
  createdAt: at(0),
});
const women = await createCategory(app.db, { name: 'Women', media: 5, createdAt: at(1) });
const topwear = await createCategory(app.db, { name: 'Topwear', parentId: men.id, createdAt: at(2) });
const jackets = await createCategory(app.db, {
  name: "Men's Jackets",
  parentId: topwear.id,
  createdAt: at(3),
});
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: topwear.id, createdAt: at(4) });
await createProduct(app.db, { name: 'Denim Jacket', categoryId: jackets.id });
await createProduct(app.db, { name: 'Bomber Jacket', categoryId: jackets.id });
await createProduct(app.db, { name: 'Old Parka', categoryId: jackets.id, archived: true });

describe('GET /api/categories', () => {
  it('lists the top-level categories in the order they were made, each with its whole subtree', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['Men', 'Women']);
    const [menNode] = tree;
    expect(menNode).toMatchObject({
      id: men.id,
      name: 'Men',
      slug: 'men',
      description: 'Clothing for men',
      parentId: null,
      _count: { subCategories: 1, products: 2 },
    });
    const [topwearNode] = menNode.subCategories;
    expect(topwearNode).toMatchObject({ name: 'Topwear', parentId: men.id, _count: { subCategories: 2 } });
    expect(topwearNode.subCategories.map((c: { slug: string }) => c.slug)).toEqual([
      'mens-jackets',
      'shirts',
    ]);
  });

  it('counts the live products filed in each leaf category', async () => {
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    const [jacketsNode, shirtsNode] = tree[0].subCategories[0].subCategories;
    expect(jacketsNode._count).toEqual({ subCategories: 0, products: 2 });
    expect(shirtsNode._count).toEqual({ subCategories: 0, products: 0 });
    expect(shirtsNode.subCategories).toEqual([]);
  });

  it('a parent category counts the products of its whole subtree, as its page lists them', async () => {
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    const [menNode, womenNode] = tree;
    expect(menNode._count.products).toBe(2);
    expect(menNode.subCategories[0]._count.products).toBe(2);
    expect(womenNode._count.products).toBe(0);
    const page = (await app.inject({ method: 'GET', url: '/api/products/category/men' })).json();
    expect(page.pagination.total).toBe(2);
    expect(page.category._count).toEqual({ subCategories: 1, products: 2 });
    expect(page.category.subCategories[0]._count).toEqual({ subCategories: 2, products: 2 });
  });

  it('gives each category its images and videos in position order with their URLs', async () => {
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    const uploads = tree[0].uploads;
    expect(uploads.map((u: { id: string }) => u.id)).toEqual(men.mediaIds);
    expect(uploads.map((u: { fileType: string }) => u.fileType)).toEqual(['IMAGE', 'VIDEO', 'IMAGE']);
    expect(uploads[0].url).toBe(`/uploads/${uploads[0].filename}`);
    expect(tree[1].uploads).toHaveLength(5);
    expect(women.mediaIds).toHaveLength(5);
    expect(shirts.mediaIds).toEqual([]);
  });
});
