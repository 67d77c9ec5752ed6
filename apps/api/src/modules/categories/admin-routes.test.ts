import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { type FormParts, pictureFile, sendForm, textAsPng, uploadedFiles } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const customer = await createTestUser(app, 'CUSTOMER');
const picture = await pictureFile('slide.png');
const slides = (count: number): FormParts => Array.from({ length: count }, () => ['media', picture]);
// A minimal WebM: the EBML magic and a header declaring the webm doc type.
const webm = {
  bytes: Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]),
  filename: 'clip.webm',
  type: 'video/webm',
};

const post = (parts: FormParts) => sendForm(app, 'POST', '/api/categories', parts, admin.auth);
const put = (id: string, parts: FormParts) =>
  sendForm(app, 'PUT', `/api/categories/${id}`, parts, admin.auth);
const remove = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: admin.auth });
const onDisk = (filename: string) => existsSync(path.join(config.dataDir, 'uploads', filename));

describe('POST /api/categories', () => {
  it('creates a top-level category with 5 media, its slug made from the name', async () => {
    const res = await post([
      ['name', "  Women's Ethnic Wear! "],
      ['description', 'Sarees, kurtas and lehengas'],
      ['parentId', ''],
      ...slides(4),
      ['media', webm],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: "Women's Ethnic Wear!",
      slug: 'womens-ethnic-wear',
      description: 'Sarees, kurtas and lehengas',
      parentId: null,
      subCategories: [],
      _count: { subCategories: 0, products: 0 },
    });
    expect(created.uploads.map((u: { fileType: string }) => u.fileType)).toEqual([
      'IMAGE',
      'IMAGE',
      'IMAGE',
      'IMAGE',
      'VIDEO',
    ]);
    for (const upload of created.uploads) {
      expect(upload.url).toBe(`/uploads/${upload.filename}`);
      expect(onDisk(upload.filename)).toBe(true);
    }
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(tree.map((c: { slug: string }) => c.slug)).toContain('womens-ethnic-wear');
  });

  it('refuses a top-level category with fewer than 5 media and leaves no files behind', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await post([['name', 'Kids'], ...slides(4)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'A top-level category requires at least 5 images or videos.',
      errors: { media: 'A top-level category requires at least 5 images or videos.' },
    });
    expect(uploadedFiles(config.dataDir)).toEqual(before);
  });

  it('creates a subcategory without media under its parent', async () => {
    const parent = await createCategory(app.db, { name: 'Men', media: 5 });
    const res = await post([
      ['name', 'Topwear'],
      ['parentId', parent.id],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Topwear', slug: 'topwear', parentId: parent.id, uploads: [] });
  });

  it('requires a name', async () => {
    const res = await post([['name', '   '], ...slides(5)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Category name is required.',
      errors: { name: 'Category name is required.' },
    });
  });

  it('refuses a name already used anywhere in the tree, regardless of case', async () => {
    const parent = await createCategory(app.db, { name: 'Footwear', media: 5 });
    await createCategory(app.db, { name: 'Sneakers', parentId: parent.id });
    const res = await post([['name', 'SNEAKERS'], ...slides(5)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A category with this name already exists.');
  });

  it('refuses a name whose slug another category already has', async () => {
    await createCategory(app.db, { name: 'Mens Wear', media: 5 });
    const res = await post([['name', "Men's Wear"], ...slides(5)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The category "Mens Wear" already has the web address "mens-wear": choose another name.',
    );
  });

  it('refuses an unknown parent with 400', async () => {
    const res = await post([
      ['name', 'Orphans'],
      ['parentId', '00000000-0000-4000-8000-000000000000'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ parentId: 'Parent category not found.' });
  });

  it('refuses a subcategory under a category that holds products with 409', async () => {
    const top = await createCategory(app.db, { name: 'Accessories', media: 5 });
    const bags = await createCategory(app.db, { name: 'Bags', parentId: top.id });
    await createProduct(app.db, { name: 'Jute Tote', categoryId: bags.id });
    const res = await post([
      ['name', 'Clutches'],
      ['parentId', bags.id],
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Products can only be in a final category: move this category's products first.",
    );
  });

  it('refuses a file that is not an image or video with 415 and writes nothing', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await post([['name', 'Beachwear'], ...slides(4), ['media', textAsPng]]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Only PNG, JPEG, WebP, GIF or AVIF images or MP4 or WebM videos are allowed.',
    );
    expect(uploadedFiles(config.dataDir)).toEqual(before);
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(tree.map((c: { name: string }) => c.name)).not.toContain('Beachwear');
  });
});

describe('PUT /api/categories/{id}', () => {
  it('renames and redescribes a category, with a new slug', async () => {
    const top = await createCategory(app.db, { name: 'Winter', media: 5 });
    const res = await put(top.id, [
      ['name', 'Winter Wear'],
      ['description', 'Warm layers'],
      ['parentId', ''],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: top.id,
      name: 'Winter Wear',
      slug: 'winter-wear',
      description: 'Warm layers',
    });
    expect(res.json().uploads).toHaveLength(5);
  });

  it('keeps its own name when only the case changes', async () => {
    const top = await createCategory(app.db, { name: 'Sportswear', media: 5 });
    const res = await put(top.id, [['name', 'SportsWear']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'SportsWear', slug: 'sportswear' });
  });

  it('removes deleted uploads and their files after saving, keeps the order and appends new media', async () => {
    const created = (await post([['name', 'Festive'], ...slides(5)])).json();
    const [first, second, ...kept] = created.uploads;
    const other = await createCategory(app.db, { name: 'Unrelated', media: 5 });
    const res = await put(created.id, [
      ['name', 'Festive'],
      ['deletedUploadIds', JSON.stringify([first.id, second.id, other.mediaIds[0], 'not-an-id'])],
      ['media', picture],
      ['media', webm],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const uploads = res.json().uploads;
    expect(uploads.slice(0, 3).map((u: { id: string }) => u.id)).toEqual(
      kept.map((u: { id: string }) => u.id),
    );
    expect(uploads.slice(3).map((u: { fileType: string }) => u.fileType)).toEqual(['IMAGE', 'VIDEO']);
    expect(onDisk(first.filename)).toBe(false);
    expect(onDisk(second.filename)).toBe(false);
    expect(onDisk(kept[0].filename)).toBe(true);
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    const untouched = tree.find((c: { id: string }) => c.id === other.id);
    expect(untouched.uploads).toHaveLength(5);
  });

  it('refuses to drop a top-level category below 5 media, keeping every file', async () => {
    const created = (await post([['name', 'Bridal'], ...slides(5)])).json();
    const res = await put(created.id, [
      ['name', 'Bridal'],
      ['deletedUploadIds', JSON.stringify([created.uploads[0].id])],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A top-level category requires at least 5 images or videos.');
    for (const upload of created.uploads) expect(onDisk(upload.filename)).toBe(true);
  });

  it('checks the 5-media rule again when a subcategory is moved to the top', async () => {
    const top = await createCategory(app.db, { name: 'Home', media: 5 });
    const decor = await createCategory(app.db, { name: 'Decor', parentId: top.id, media: 2 });
    const refused = await put(decor.id, [
      ['name', 'Decor'],
      ['parentId', ''],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A top-level category requires at least 5 images or videos.');

    const moved = await put(decor.id, [['name', 'Decor'], ['parentId', ''], ...slides(3)]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: null });
    expect(moved.json().uploads).toHaveLength(5);
  });

  it('refuses to move a category under itself or one of its subcategories', async () => {
    const top = await createCategory(app.db, { name: 'Lingerie', media: 5 });
    const child = await createCategory(app.db, { name: 'Bras', parentId: top.id });
    const grandchild = await createCategory(app.db, { name: 'Sports Bras', parentId: child.id });
    for (const parentId of [top.id, child.id, grandchild.id]) {
      const res = await put(top.id, [
        ['name', 'Lingerie'],
        ['parentId', parentId],
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A category cannot be moved under itself or one of its subcategories.');
    }
  });

  it('moves a subcategory under another parent and search follows the new category names', async () => {
    const first = await createCategory(app.db, { name: 'Outdoor', media: 5 });
    const second = await createCategory(app.db, { name: 'Trekking', media: 5 });
    const ponchos = await createCategory(app.db, { name: 'Ponchos', parentId: first.id });
    await createProduct(app.db, { name: 'Rain Shell', categoryId: ponchos.id });
    const res = await put(ponchos.id, [
      ['name', 'Rain Ponchos'],
      ['parentId', second.id],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ parentId: second.id, slug: 'rain-ponchos', _count: { products: 1 } });
    const hits = (await app.inject({ method: 'GET', url: '/api/products/search?q=trekking' })).json();
    expect(hits.map((h: { name: string }) => h.name)).toContain('Rain Shell');
  });

  it('answers 404 for an unknown category and removes the files it was sent', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await put('00000000-0000-4000-8000-000000000000', [['name', 'Ghost'], ...slides(5)]);
    expect(res.statusCode).toBe(404);
    expect(uploadedFiles(config.dataDir)).toEqual(before);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an empty category and its media files', async () => {
    const created = (await post([['name', 'Clearance'], ...slides(5)])).json();
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category deleted successfully.' });
    for (const upload of created.uploads) expect(onDisk(upload.filename)).toBe(false);
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(tree.map((c: { id: string }) => c.id)).not.toContain(created.id);
  });

  it('refuses with 409 while the category has subcategories', async () => {
    const top = await createCategory(app.db, { name: 'Sleepwear', media: 5 });
    await createCategory(app.db, { name: 'Pyjamas', parentId: top.id });
    const res = await remove(top.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Delete or move this category's subcategories first.");
  });

  it('refuses with 409 while the category has products, archived ones included', async () => {
    const top = await createCategory(app.db, { name: 'Workwear', media: 5 });
    const live = await createCategory(app.db, { name: 'Blazers', parentId: top.id });
    await createProduct(app.db, { name: 'Linen Blazer', categoryId: live.id });
    expect((await remove(live.id)).statusCode).toBe(409);

    const retired = await createCategory(app.db, { name: 'Waistcoats', parentId: top.id });
    await createProduct(app.db, { name: 'Old Waistcoat', categoryId: retired.id, archived: true });
    const res = await remove(retired.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This category's archived products are kept for past orders, so it cannot be deleted.",
    );
  });

  it('answers 404 for an unknown category', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('who may change categories', () => {
  it('answers 401 to guests and 403 to customers, changing nothing', async () => {
    const top = await createCategory(app.db, { name: 'Guarded', media: 5 });
    expect((await sendForm(app, 'POST', '/api/categories', [['name', 'X'], ...slides(5)])).statusCode).toBe(
      401,
    );
    expect(
      (await sendForm(app, 'PUT', `/api/categories/${top.id}`, [['name', 'Y']], customer.auth)).statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/categories/${top.id}`,
      headers: customer.auth,
    });
    expect(res.statusCode).toBe(403);
    const tree = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(tree.find((c: { id: string }) => c.id === top.id).name).toBe('Guarded');
  });
});
