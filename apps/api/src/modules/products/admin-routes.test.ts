import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { type FormParts, pictureFile, sendForm, textAsPng, uploadedFiles } from '../../../test/multipart';
import { addToCart, createAddress, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { productVariants } from '../../db/schema/catalogue';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const shopper = await createTestUser(app, 'CUSTOMER');
const addressId = await createAddress(app, shopper.id);
const front = await pictureFile('front.png');
const back = await pictureFile('back.jpg', { format: 'jpeg' });

const women = await createCategory(app.db, { name: 'Women', media: 5 });
const sarees = await createCategory(app.db, { name: 'Sarees', parentId: women.id });

const variant = (fields: Record<string, unknown> = {}) => ({
  color: 'Maroon',
  colorHexCode: '#800000',
  size: 'Free Size',
  stock: 10,
  originalPrice: 2499,
  discountPrice: null,
  ...fields,
});
const productParts = (fields: Record<string, string> = {}, variants: unknown[] = [variant()]): FormParts => [
  ['productName', 'Banarasi Silk Saree'],
  ['description', 'Handwoven in Varanasi'],
  ['categoryId', sarees.id],
  ['productVariants', JSON.stringify(variants)],
  ...Object.entries(fields),
];
const create = (parts: FormParts) => sendForm(app, 'POST', '/api/products', parts, admin.auth);
const update = (id: string, parts: FormParts) =>
  sendForm(app, 'PUT', `/api/products/${id}`, parts, admin.auth);
const remove = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.auth });
const getProduct = (id: string) => app.inject({ method: 'GET', url: `/api/products/${id}` });
const search = async (q: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }))
    .json()
    .map((hit: { id: string }) => hit.id);
const onDisk = (url: string) => existsSync(path.join(config.dataDir, 'uploads', path.basename(url)));
const variantRow = async (id: string) =>
  (await app.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];

describe('POST /api/products', () => {
  it('keeps the HSN code and GST rate, in the product’s answers too, and blank means none', async () => {
    const res = await create([...productParts({ hsnCode: ' 5007 ', gstRate: '5' }), ['images', front]]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().product;
    expect(res.json().product).toMatchObject({ hsnCode: '5007', gstRate: 5 });
    expect((await getProduct(id)).json()).toMatchObject({ hsnCode: '5007', gstRate: 5 });
    const cleared = await update(id, productParts({ hsnCode: '', gstRate: '' }));
    expect(cleared.json().product).toMatchObject({ hsnCode: null, gstRate: null });
  });

  it('refuses an HSN code that is not 4 to 8 digits and a GST rate outside 0 to 100, naming each', async () => {
    const res = await create(productParts({ hsnCode: '62A5', gstRate: '118' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hsnCode: 'HSN code must be 4 to 8 digits, like 6205.',
      gstRate: 'GST rate must be a percentage from 0 to 100 with at most 2 decimals, like 5 or 18.',
    });
    for (const [hsnCode, gstRate] of [
      ['620', '5'],
      ['620512345', '5'],
      ['6205', '-5'],
      ['6205', '5.125'],
    ]) {
      expect(
        (await create(productParts({ hsnCode: hsnCode as string, gstRate: gstRate as string }))).statusCode,
      ).toBe(400);
    }
  });

  it('creates a product with its variants and images, found in the catalogue and search', async () => {
    const res = await create([
      ...productParts({}, [
        variant({ color: 'Maroon', originalPrice: 2499.5, discountPrice: '1999.5' }),
        variant({ color: 'Mustard', colorHexCode: '', size: 'M', stock: '3', originalPrice: '1800' }),
      ]),
      ['images', front],
      ['images', back],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { message, product } = res.json();
    expect(message).toBe('Product created successfully!');
    expect(product).toMatchObject({
      name: 'Banarasi Silk Saree',
      description: 'Handwoven in Varanasi',
      categoryId: sarees.id,
      category: { id: sarees.id, name: 'Sarees', slug: 'sarees' },
      price: '1800.00',
      totalStock: 13,
    });
    expect(product.variants).toMatchObject([
      {
        color: 'Maroon',
        colorHexCode: '#800000',
        originalPrice: '2499.50',
        discountPrice: '1999.50',
        stock: 10,
      },
      {
        color: 'Mustard',
        colorHexCode: '#000000',
        size: 'M',
        originalPrice: '1800.00',
        discountPrice: null,
        stock: 3,
      },
    ]);
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      expect(onDisk(image.url)).toBe(true);
      expect(image.srcset.length).toBeGreaterThan(0);
    }
    expect((await getProduct(product.id)).json()).toEqual(product);
    expect(await search('mustard saree')).toContain(product.id);
  });

  it('updates the product named by an id field and answers 200', async () => {
    const created = (await create(productParts())).json().product;
    const res = await create(
      productParts({ id: created.id, productName: 'Kanjeevaram Saree' }, [
        { ...variant({ stock: 4 }), id: created.variants[0].id },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product updated successfully!');
    expect(res.json().product).toMatchObject({ id: created.id, name: 'Kanjeevaram Saree', totalStock: 4 });
    expect(res.json().product.variants[0].id).toBe(created.variants[0].id);
  });

  it('names each field that is wrong', async () => {
    const res = await create(
      productParts({ productName: ' ' }, [
        variant({ color: '', stock: -1 }),
        variant({ size: '', stock: 2.5, originalPrice: 0 }),
        variant({ originalPrice: '10.999' }),
        variant({ originalPrice: 100, discountPrice: 150 }),
        variant({ colorHexCode: 'maroon', discountPrice: '0' }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Product name is required.',
      errors: {
        productName: 'Product name is required.',
        'productVariants.0.color': 'Colour is required.',
        'productVariants.0.stock': 'Stock must be a whole number of 0 or more.',
        'productVariants.1.size': 'Size is required.',
        'productVariants.1.stock': 'Stock must be a whole number of 0 or more.',
        'productVariants.1.originalPrice': 'Original price must be more than 0.',
        'productVariants.2.originalPrice': 'Original price must be a number with at most 2 decimals.',
        'productVariants.3.discountPrice': 'Discount price cannot be more than the original price.',
        'productVariants.4.colorHexCode': 'Colour code must be # and 6 hex digits, like #1a2b3c.',
        'productVariants.4.discountPrice': 'Discount price must be more than 0.',
      },
    });
  });

  it('requires at least one variant', async () => {
    const res = await create(productParts({}, []));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ productVariants: 'Add at least one variant.' });
  });

  it('requires a final category: not a parent, not an unknown one, not none', async () => {
    for (const categoryId of [women.id, '00000000-0000-4000-8000-000000000000', '']) {
      const res = await create(productParts({ categoryId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please select a final category for the product.',
        errors: { categoryId: 'Please select a final category for the product.' },
      });
    }
  });

  it('refuses a file that is not an image with 415 and writes nothing', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await create([
      ...productParts({ productName: 'Fake Photo Kurta' }),
      ['images', front],
      ['images', textAsPng],
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only PNG, JPEG, WebP, GIF or AVIF images are allowed.');
    expect(uploadedFiles(config.dataDir)).toEqual(before);
    expect(await search('fake photo kurta')).toEqual([]);
  });

  it('removes the stored images when the form is refused after them', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await create([...productParts({ categoryId: women.id }), ['images', front]]);
    expect(res.statusCode).toBe(400);
    expect(uploadedFiles(config.dataDir)).toEqual(before);
  });
});

describe('PUT /api/products/{id}', () => {
  it('updates variants with ids, adds those without, archives an ordered one left out and deletes the rest', async () => {
    const { product } = (
      await create(
        productParts({}, [
          variant({ color: 'Red', size: 'S' }),
          variant({ color: 'Blue', size: 'M' }),
          variant({ color: 'Green', size: 'L' }),
        ]),
      )
    ).json();
    const [red, blue, green] = product.variants;
    await addToCart(app, shopper, red.id);
    expect((await placeOrder(app, shopper, { addressId, paymentMethod: 'COD' })).statusCode).toBe(201);
    const other = await createTestUser(app, 'CUSTOMER');
    await addToCart(app, other, red.id);
    await addToCart(app, other, blue.id);
    await addToCart(app, other, green.id);

    const res = await update(product.id, [
      ...productParts({ productName: 'Silk Saree' }, [
        {
          ...variant({ color: 'Forest Green', size: 'L', stock: 7, originalPrice: '1500.00' }),
          id: green.id,
        },
        variant({ color: 'Gold', size: 'XL', stock: 2, originalPrice: 3000, discountPrice: 2750 }),
      ]),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Product updated successfully!');
    expect(res.json().product.variants).toMatchObject([
      { id: green.id, color: 'Forest Green', stock: 7, originalPrice: '1500.00' },
      { color: 'Gold', size: 'XL', originalPrice: '3000.00', discountPrice: '2750.00' },
    ]);
    expect((await variantRow(red.id))?.archivedAt).toBeInstanceOf(Date);
    expect(await variantRow(blue.id)).toBeUndefined();

    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: other.auth })).json();
    expect(cart.items.map((item: { productVariantId: string }) => item.productVariantId)).toEqual([green.id]);
    const orders = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: shopper.auth })
    ).json();
    expect(orders.orders[0].items[0].product).toMatchObject({
      id: product.id,
      variant: { id: red.id, color: 'Red', size: 'S' },
    });
  });

  it('a product form loaded before a sale does not write the sold units back', async () => {
    const { product } = (await create(productParts({}, [variant({ stock: 5 })]))).json();
    const [saree] = product.variants;
    // The admin opens the form (stock 5); meanwhile a shopper buys 2.
    const buyer = await createTestUser(app, 'CUSTOMER');
    await addToCart(app, buyer, saree.id, 2);
    const bought = await placeOrder(app, buyer, {
      addressId: await createAddress(app, buyer.id),
      paymentMethod: 'COD',
    });
    expect(bought.statusCode, bought.body).toBe(201);

    const untouched = await update(
      product.id,
      productParts({}, [{ ...variant({ stock: 5 }), id: saree.id, loadedStock: 5 }]),
    );
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect((await variantRow(saree.id))?.stock).toBe(3);

    // The admin adds 4 to what the form showed (5 -> 9): 4 more than there are now.
    const restocked = await update(
      product.id,
      productParts({}, [{ ...variant({ stock: 9 }), id: saree.id, loadedStock: 5 }]),
    );
    expect(restocked.json().product.variants[0].stock).toBe(7);
    // Taking away more than is left empties the shelf, never below 0.
    await update(product.id, productParts({}, [{ ...variant({ stock: 0 }), id: saree.id, loadedStock: 9 }]));
    expect((await variantRow(saree.id))?.stock).toBe(0);
  });

  it('refuses a variant id that belongs to another product', async () => {
    const mine = (await create(productParts())).json().product;
    const theirs = await createProduct(app.db, { name: 'Cotton Kurta', categoryId: sarees.id });
    const res = await update(mine.id, productParts({}, [{ ...variant(), id: theirs.variantIds[0] }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'productVariants.0.id': 'This variant is not one of the product.' });
    expect((await getProduct(mine.id)).json().variants).toEqual(mine.variants);
  });

  it("removes the deleted images and their files after saving and appends new ones, ignoring others' ids", async () => {
    const { product } = (await create([...productParts(), ['images', front], ['images', back]])).json();
    const [first, second] = product.images;
    const other = await createProduct(app.db, { name: 'Linen Saree', categoryId: sarees.id });
    const res = await update(product.id, [
      ...productParts({}, [{ ...variant(), id: product.variants[0].id }]),
      ['deletedImageIds', JSON.stringify([first.id, other.imageIds[0]])],
      ['images', front],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().product.images;
    expect(images).toHaveLength(2);
    expect(images[0].id).toBe(second.id);
    expect(onDisk(first.url)).toBe(false);
    for (const { url } of first.srcset) expect(onDisk(url)).toBe(false);
    expect(onDisk(images[1].url)).toBe(true);
    expect((await getProduct(other.id)).json().images).toHaveLength(1);
  });

  it('answers 404 for an unknown product and keeps no files', async () => {
    const before = uploadedFiles(config.dataDir);
    const res = await update('00000000-0000-4000-8000-000000000000', [...productParts(), ['images', front]]);
    expect(res.statusCode).toBe(404);
    expect(uploadedFiles(config.dataDir)).toEqual(before);
  });
});

/** A customer with the product's first variant in the cart and the product in the wishlist. */
async function customerHolding(product: { id: string; variants: { id: string }[] }) {
  const customer = await createTestUser(app, 'CUSTOMER');
  await addToCart(app, customer, product.variants[0]?.id as string);
  await app.inject({ method: 'POST', url: `/api/wishlist/${product.id}`, headers: customer.auth });
  return customer;
}

/** Deletes the product as the admin and insists on the answer. */
async function expectDeleted(productId: string) {
  const res = await remove(productId);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Product deleted successfully!' });
}

/** The customer's cart and wishlist are empty. */
async function expectNothingHeld(customer: TestUser) {
  expect(
    (await app.inject({ method: 'GET', url: '/api/cart', headers: customer.auth })).json().items,
  ).toEqual([]);
  expect(
    (await app.inject({ method: 'GET', url: '/api/wishlist', headers: customer.auth })).json().items,
  ).toEqual([]);
}

describe('DELETE /api/products/{id}', () => {
  it('erases a product nobody ordered, with its images, cart and wishlist lines', async () => {
    const { product } = (await create([...productParts(), ['images', front]])).json();
    const other = await customerHolding(product);

    await expectDeleted(product.id);
    expect((await getProduct(product.id)).statusCode).toBe(404);
    expect(await variantRow(product.variants[0].id)).toBeUndefined();
    for (const image of product.images) expect(onDisk(image.url)).toBe(false);
    await expectNothingHeld(other);
  });

  it('archives an ordered product: gone from the catalogue, search, carts and wishlists, kept in orders', async () => {
    const { product } = (
      await create([...productParts({ productName: 'Paithani Saree' }), ['images', front]])
    ).json();
    const buyer = await createTestUser(app, 'CUSTOMER');
    await addToCart(app, buyer, product.variants[0].id);
    const placed = await placeOrder(app, buyer, {
      addressId: await createAddress(app, buyer.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode).toBe(201);
    const other = await customerHolding(product);

    await expectDeleted(product.id);

    expect((await getProduct(product.id)).statusCode).toBe(404);
    const list = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
    expect(list.data.map((p: { id: string }) => p.id)).not.toContain(product.id);
    expect(await search('paithani')).toEqual([]);
    await expectNothingHeld(other);

    const history = (
      await app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: buyer.auth })
    ).json();
    expect(history.orders[0].items[0].product).toMatchObject({ id: product.id, name: 'Paithani Saree' });
    expect(onDisk(product.images[0].url)).toBe(true);

    expect((await remove(product.id)).statusCode).toBe(404);
    expect((await update(product.id, productParts())).statusCode).toBe(404);
  });
});

describe('who may change products', () => {
  it('answers 401 to guests and 403 to customers, changing nothing', async () => {
    const existing = await createProduct(app.db, { name: 'Guarded Dupatta', categoryId: sarees.id });
    expect((await sendForm(app, 'POST', '/api/products', productParts())).statusCode).toBe(401);
    const put = await sendForm(app, 'PUT', `/api/products/${existing.id}`, productParts(), shopper.auth);
    expect(put.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/products/${existing.id}`,
      headers: shopper.auth,
    });
    expect(del.statusCode).toBe(403);
    expect((await getProduct(existing.id)).json().name).toBe('Guarded Dupatta');
  });
});
