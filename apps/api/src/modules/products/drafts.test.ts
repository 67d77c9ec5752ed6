import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory } from '../../../test/catalogue-fixtures';
import { type FormParts, sendForm } from '../../../test/multipart';
import { addToCart, newShopper, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const women = await createCategory(app.db, { name: 'Women', media: 5 });
const sarees = await createCategory(app.db, { name: 'Sarees', parentId: women.id });

const form = (name: string, extra: FormParts = []): FormParts => [
  ['productName', name],
  ['categoryId', sarees.id],
  ['productVariants', JSON.stringify([{ color: 'Maroon', size: 'Free', stock: 4, originalPrice: 2499 }])],
  ...extra,
];
const get = (url: string) => app.inject({ method: 'GET', url });
const save = (method: 'POST' | 'PUT', url: string, parts: FormParts) =>
  sendForm(app, method, url, parts, admin.auth);
const bulk = (productId: string, type: 'PUBLISH' | 'UNPUBLISH') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers: admin.auth,
    payload: { productIds: [productId], action: { type } },
  });
const listedIds = async (url: string) =>
  ((await get(url)).json().data as { id: string }[]).map((product) => product.id);
const searchIds = async (q: string) =>
  ((await get(`/api/products/search?q=${q}`)).json() as { id: string }[]).map((hit) => hit.id);
const adminList = (query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/products?${query}`, headers: admin.auth });

/** What a shopper can see of a product: its page, the lists, the search and the sitemap. */
async function shopperSees(id: string) {
  return {
    page: (await get(`/api/products/${id}`)).statusCode,
    list: (await listedIds('/api/products?page=1&limit=100')).includes(id),
    category: (await listedIds(`/api/products/category/${sarees.slug}`)).includes(id),
    search: (await searchIds('banarasi')).includes(id),
    sitemap: (await get('/sitemap.xml')).body.includes(`/product/${id}`),
  };
}
const hidden = { page: 404, list: false, category: false, search: false, sitemap: false };
const shown = { page: 200, list: true, category: true, search: true, sitemap: true };

describe('product drafts', () => {
  it('a product saved the way the first screens save it goes on sale at once', async () => {
    const created = await save('POST', '/api/products', form('Banarasi Silk Saree'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Product created successfully!' });
    expect(created.json().product.status).toBe('ACTIVE');
    expect(await shopperSees(created.json().product.id)).toEqual(shown);
  });

  it('a draft stays out of the storefront until it is published, and kept answers follow at once', async () => {
    // The lists are asked first, so their answers are kept before the draft changes.
    await shopperSees('00000000-0000-4000-8000-000000000000');
    const created = await save('POST', '/api/products', form('Banarasi Cotton Saree', [['status', 'DRAFT']]));
    expect(created.statusCode).toBe(201);
    const draft = created.json().product;
    expect(draft.status).toBe('DRAFT');
    expect(await shopperSees(draft.id)).toEqual(hidden);

    const drafts = (await adminList('status=DRAFT')).json();
    expect(drafts.data.map((product: { id: string }) => product.id)).toEqual([draft.id]);
    expect(drafts.pagination.total).toBe(1);
    const everything = (await adminList('q=banarasi')).json();
    expect(everything.data.map((product: { status: string }) => product.status).sort()).toEqual([
      'ACTIVE',
      'DRAFT',
    ]);

    // Saved again without a status, it stays a draft.
    const edited = await save('PUT', `/api/products/${draft.id}`, form('Banarasi Cotton Saree, Handloom'));
    expect(edited.json().product).toMatchObject({ status: 'DRAFT', name: 'Banarasi Cotton Saree, Handloom' });
    expect(await shopperSees(draft.id)).toEqual(hidden);

    const published = await save(
      'PUT',
      `/api/products/${draft.id}`,
      form('Banarasi Cotton Saree, Handloom', [['status', 'ACTIVE']]),
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().product.status).toBe('ACTIVE');
    expect(await shopperSees(draft.id)).toEqual(shown);
  });

  it('a shopper can neither buy a draft nor keep buying a product taken back as a draft', async () => {
    const created = await save('POST', '/api/products', form('Kanjeevaram Saree'));
    const product = created.json().product;
    const variantId = product.variants[0].id;
    const { user, addressId } = await newShopper(app);
    await addToCart(app, user, variantId, 1);

    const unpublished = await bulk(product.id, 'UNPUBLISH');
    expect(unpublished.json()).toEqual({ updated: 1, message: '1 product saved as drafts.' });

    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth });
    expect(cart.json().items[0]).toMatchObject({ productVariantId: variantId, available: false });
    const more = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.auth,
      payload: { productVariantId: variantId, quantity: 1 },
    });
    expect(more.statusCode).toBe(404);
    const wished = await app.inject({
      method: 'POST',
      url: `/api/wishlist/${product.id}`,
      headers: user.auth,
    });
    expect(wished.statusCode).toBe(404);
    const order = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(order.statusCode).toBe(409);
    const drafts = (await adminList('status=DRAFT')).json().data;
    expect(drafts.map((draft: { id: string }) => draft.id)).toContain(product.id);

    const republished = await bulk(product.id, 'PUBLISH');
    expect(republished.json()).toEqual({ updated: 1, message: '1 product published.' });
    const placed = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
    expect(placed.statusCode).toBe(201);
  });

  it('refuses a status it does not know, under the field, and saves nothing', async () => {
    const before = (await adminList('q=tussar')).json().pagination.total;
    const refused = await save('POST', '/api/products', form('Tussar Saree', [['status', 'ARCHIVED']]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ status: 'Status must be ACTIVE or DRAFT.' });
    expect((await adminList('q=tussar')).json().pagination.total).toBe(before);
    expect((await adminList('status=SOLD')).statusCode).toBe(400);
  });
});
