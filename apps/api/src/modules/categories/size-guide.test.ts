import type { SizeGuide } from '@vastra/contract/size-guide';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { builtStorefront } from '../../../test/built-storefront';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { type FormParts, sendForm } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

// A built storefront whose product page prints the size guide its category has in the tree, as the
// real product page finds it (GET /categories), so a kept page can be seen to follow a change.
const webDist = builtStorefront(`export async function renderPage(url, transport) {
  const product = /^\\/product\\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
  if (!product) return undefined;
  const get = async (path) => (await transport(path, { method: 'GET' })).json();
  const shown = await get('/api/products/' + product);
  const find = (list) => list.flatMap((c) => [c, ...find(c.subCategories)]);
  const category = find(await get('/api/categories')).find((c) => c.id === shown.categoryId);
  return { html: '<p class="guide">' + JSON.stringify(category.sizeGuide) + '</p>', queries: '{}' };
}`);

const { app } = await createTestApp({}, (settings) => {
  settings.webDistDir = webDist;
});
const admin = await createTestUser(app, 'ADMIN');

const men = await createCategory(app.db, { name: 'Men', media: 5 });
const topwear = await createCategory(app.db, { name: 'Topwear', parentId: men.id });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: topwear.id });
const jeans = await createCategory(app.db, { name: 'Jeans', parentId: men.id });
const shirt = await createProduct(app.db, {
  name: 'Oxford Shirt',
  categoryId: shirts.id,
  variants: [{ size: 'M', stock: 5, originalPrice: '1299.00' }],
});

const chest: SizeGuide = {
  unit: 'in',
  columns: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: ['38', '27'] },
    { size: 'M', values: ['40', '28'] },
  ],
  note: 'Measured flat, across the chest.',
};
const waist: SizeGuide = {
  unit: 'cm',
  columns: ['Waist'],
  rows: [{ size: '32', values: ['81'] }],
  note: null,
};

const put = (id: string, name: string, parts: FormParts = []) =>
  sendForm(app, 'PUT', `/api/categories/${id}`, [['name', name], ...parts], admin.auth);
const guidePart = (guide: unknown): FormParts[number] => ['sizeGuide', JSON.stringify(guide)];

async function treeCategory(id: string) {
  const flat = (list: { id: string; subCategories: unknown[] }[]): { id: string; subCategories: never[] }[] =>
    list.flatMap((c) => [c as never, ...flat(c.subCategories as never[])]);
  const res = await app.inject({ method: 'GET', url: '/api/categories' });
  return flat(res.json()).find((c) => c.id === id) as unknown as {
    sizeGuide: SizeGuide | null;
    sizeGuideCategoryId: string | null;
  };
}
const guideOf = async (id: string) => {
  const { sizeGuide, sizeGuideCategoryId } = await treeCategory(id);
  return { sizeGuide, sizeGuideCategoryId };
};

describe('a category’s size guide', () => {
  it('is none until an admin sets one, and SPEC.md’s form without it answers as before', async () => {
    expect(await guideOf(shirts.id)).toEqual({ sizeGuide: null, sizeGuideCategoryId: null });
    const res = await put(shirts.id, 'Shirts', [
      ['parentId', topwear.id],
      ['description', 'Formal and casual shirts'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Shirts', sizeGuide: null, sizeGuideCategoryId: null });
  });

  it('is set from the form, trimmed, and a subcategory without its own shows the nearest ancestor’s', async () => {
    const sent = {
      ...chest,
      columns: [' Chest ', 'Length'],
      rows: [{ size: ' S', values: ['38 ', '27'] }, ...chest.rows.slice(1)],
      note: ' Measured flat, across the chest. ',
    };
    const res = await put(topwear.id, 'Topwear', [['parentId', men.id], guidePart(sent)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sizeGuide: chest, sizeGuideCategoryId: topwear.id });
    expect(res.json().subCategories[0]).toMatchObject({ sizeGuide: chest, sizeGuideCategoryId: topwear.id });

    expect(await guideOf(shirts.id)).toEqual({ sizeGuide: chest, sizeGuideCategoryId: topwear.id });
    expect(await guideOf(men.id)).toEqual({ sizeGuide: null, sizeGuideCategoryId: null });
    expect(await guideOf(jeans.id)).toEqual({ sizeGuide: null, sizeGuideCategoryId: null });
    // A category page's answer has the subtree only: the guide still comes from above it.
    const page = await app.inject({ method: 'GET', url: '/api/products/category/shirts' });
    expect(page.json().category).toMatchObject({ sizeGuide: chest, sizeGuideCategoryId: topwear.id });
  });

  it('of a subcategory’s own wins over its ancestor’s; null removes it and the inherited one shows again', async () => {
    const own = await put(shirts.id, 'Shirts', [['parentId', topwear.id], guidePart(waist)]);
    expect(own.statusCode, own.body).toBe(200);
    expect(await guideOf(shirts.id)).toEqual({ sizeGuide: waist, sizeGuideCategoryId: shirts.id });

    // SPEC.md's form never sends the field: an edit keeps the guide.
    const renamed = await put(shirts.id, 'Shirts', [['parentId', topwear.id]]);
    expect(renamed.json()).toMatchObject({ sizeGuide: waist, sizeGuideCategoryId: shirts.id });
    const blank = await put(shirts.id, 'Shirts', [
      ['parentId', topwear.id],
      ['sizeGuide', ''],
    ]);
    expect(blank.json()).toMatchObject({ sizeGuide: waist });

    const removed = await put(shirts.id, 'Shirts', [
      ['parentId', topwear.id],
      ['sizeGuide', 'null'],
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await guideOf(shirts.id)).toEqual({ sizeGuide: chest, sizeGuideCategoryId: topwear.id });
  });

  it('comes with a new category created with it', async () => {
    const res = await sendForm(
      app,
      'POST',
      '/api/categories',
      [['name', 'Shorts'], ['parentId', men.id], guidePart(waist)],
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ sizeGuide: waist, sizeGuideCategoryId: res.json().id });
  });

  const row = (size: string, values: string[]) => ({ size, values });
  it.each([
    [
      'text that is not JSON',
      '{"unit": "cm"',
      'The size guide must be a JSON object with unit, columns, rows and note, or null to remove it.',
    ],
    [
      'a list',
      '[]',
      'The size guide must be a JSON object with unit, columns, rows and note, or null to remove it.',
    ],
    ['another unit', { ...waist, unit: 'mm' }, 'The size guide’s unit must be cm or in.'],
    [
      'no measurements',
      { ...waist, columns: [], rows: [row('32', [])] },
      'A size guide needs 1 to 8 measurements.',
    ],
    [
      'nine measurements',
      { ...waist, columns: 'ABCDEFGHI'.split(''), rows: [row('M', 'ABCDEFGHI'.split(''))] },
      'A size guide needs 1 to 8 measurements.',
    ],
    [
      'a blank measurement',
      { ...waist, columns: ['  '] },
      'Each measurement needs a name of at most 30 characters.',
    ],
    [
      'a measurement twice',
      { ...waist, columns: ['Waist', 'waist'], rows: [row('32', ['81', '81'])] },
      'Each measurement can be named only once.',
    ],
    ['no sizes', { ...waist, rows: [] }, 'A size guide needs 1 to 30 sizes.'],
    [
      '31 sizes',
      { ...waist, rows: Array.from({ length: 31 }, (_, i) => row(String(i), ['1'])) },
      'A size guide needs 1 to 30 sizes.',
    ],
    [
      'a size twice',
      { ...waist, rows: [row('M', ['1']), row('m', ['2'])] },
      'Each size can be listed only once.',
    ],
    [
      'a size too long',
      { ...waist, rows: [row('x'.repeat(21), ['1'])] },
      'Each size needs a name of at most 20 characters.',
    ],
    [
      'a row short of values',
      { ...chest, rows: [row('S', ['38']), row('M', ['40', '28'])] },
      'Size S needs one value for each of the 2 measurements, each at most 20 characters.',
    ],
    [
      'a blank value',
      { ...waist, rows: [row('32', [' '])] },
      'Size 32 needs a value, each at most 20 characters.',
    ],
    [
      'a note too long',
      { ...waist, note: 'n'.repeat(301) },
      'The size guide’s note can be at most 300 characters.',
    ],
  ])('refuses %s with a 400 under sizeGuide, changing nothing', async (_, guide, message) => {
    const before = await guideOf(topwear.id);
    const value = typeof guide === 'string' ? guide : JSON.stringify(guide);
    const res = await put(topwear.id, 'Topwear renamed', [
      ['parentId', men.id],
      ['sizeGuide', value],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { sizeGuide: message } });
    expect(await guideOf(topwear.id)).toEqual(before);
    expect((await treeCategory(topwear.id)) as unknown).toMatchObject({ name: 'Topwear' });
  });

  it('shows a change at once in kept answers and in the kept product page', async () => {
    const productPage = async () => {
      const res = await app.inject({ method: 'GET', url: `/product/${shirt.id}` });
      expect(res.statusCode).toBe(200);
      return /<p class="guide">([^<]*)<\/p>/.exec(res.body)?.[1];
    };
    const escaped = (guide: SizeGuide) => JSON.stringify(guide).replaceAll('"', '&quot;');
    // Drawn, then served as kept, with the answers it was drawn from.
    await productPage();
    expect([JSON.stringify(chest), escaped(chest)]).toContain(await productPage());

    const changed = { ...chest, rows: [...chest.rows, row('L', ['42', '29'])] };
    expect((await put(topwear.id, 'Topwear', [['parentId', men.id], guidePart(changed)])).statusCode).toBe(
      200,
    );
    expect(await guideOf(shirts.id)).toEqual({ sizeGuide: changed, sizeGuideCategoryId: topwear.id });
    const page = await app.inject({ method: 'GET', url: '/api/products/category/shirts' });
    expect(page.json().category.sizeGuide).toEqual(changed);
    expect([JSON.stringify(changed), escaped(changed)]).toContain(await productPage());
  });
});
