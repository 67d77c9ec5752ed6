import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';

// The back office searches on the server (issue 52): with 101 newer products, the first page of
// 100 no longer holds the oxford shirt, and the search must find it anyway.
const { app } = await createTestApp();
const men = await createCategory(app.db, { name: 'Men', media: 5 });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: men.id });
const oxford = await createProduct(app.db, {
  name: 'Slim Fit Oxford Shirt',
  categoryId: shirts.id,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});
for (let n = 0; n < 101; n += 1) {
  await createProduct(app.db, {
    name: `Linen Kurta ${n}`,
    categoryId: shirts.id,
    createdAt: new Date(Date.UTC(2026, 5, 1, 0, n)),
  });
}

const ids = async (url: string) =>
  ((await app.inject({ method: 'GET', url })).json().data as { id: string }[]).map((p) => p.id);

describe('the admin’s product search', () => {
  it('finds a product that is not on the first page of 100', async () => {
    expect(await ids('/api/products?page=1&limit=100')).not.toContain(oxford.id);
    expect(await ids('/api/products?page=1&limit=100&q=oxford')).toEqual([oxford.id]);
    expect(await ids('/api/products?page=1&limit=100&q=oxfrd')).toEqual([oxford.id]);
  });
});
