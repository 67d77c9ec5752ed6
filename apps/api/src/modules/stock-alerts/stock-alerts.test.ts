import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, QUIET_APP } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { startFakeWhatsApp, whatsappEnv } from '../../../test/fake-whatsapp';
import { sendForm } from '../../../test/multipart';
import { MAIL_WAIT, mailsTo, waitForMail } from '../../../test/outbox';
import { askedReturn, deliveredOrder, movedReturn } from '../../../test/return-fixtures';
import { addToCart, createAddress, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';
import { parseCsv, writeCsv } from '../catalogue-files';
import { tellShoppersBackInStock } from './sweep';

const whatsapp = await startFakeWhatsApp();
afterAll(() => whatsapp.close());
// The periodic sweep stays out of the way: each test sweeps when it means to.
const { app, config } = await createTestApp({ ...QUIET_APP, ...whatsappEnv(whatsapp.url) });
const admin = await createTestUser(app, 'ADMIN');
const men = await createCategory(app.db, { name: 'Men', media: 5 });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: men.id });

/** A product whose Blue M is sold out and whose Blue L is in stock. */
async function soldOutKurta(name = `Kurta ${randomUUID().slice(0, 6)}`) {
  const product = await createProduct(app.db, {
    name,
    categoryId: kurtas.id,
    description: 'Cotton kurta.',
    variants: [
      { color: 'Blue', size: 'M', originalPrice: '1299.00', stock: 0 },
      { color: 'Blue', size: 'L', originalPrice: '1299.00', stock: 4 },
    ],
  });
  const [soldOut, inStock] = product.variantIds as [string, string];
  return { id: product.id, name, soldOut, inStock };
}

const notify = (user: TestUser | null, productId: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify`,
    headers: user?.auth ?? {},
    payload: payload as object,
  });
const forget = (user: TestUser, productId: string, variantId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/products/${productId}/notify?variantId=${variantId}`,
    headers: user.auth,
  });
const waiting = async (user: TestUser, productId: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${productId}/notify`, headers: user.auth })).json()
    .variantIds;

/** A new shopper who asked to be told about the sold-out size. */
async function waitingShopper(productId: string, variantId: string) {
  const shopper = await createTestUser(app);
  const res = await notify(shopper, productId, { variantId });
  expect(res.statusCode, res.body).toBe(201);
  return shopper;
}

const subjectOf = (name: string) => `Back in stock: ${name} (Blue, M)`;

/** Sweeps, then insists the shopper got exactly one mail, with the product's link. */
async function expectToldOnceByMail(shopper: TestUser, product: { id: string; name: string }) {
  await tellShoppersBackInStock(app);
  const mail = await waitForMail(config.dataDir, shopper.email, subjectOf(product.name));
  expect(mail).toContain(`Good news: ${product.name} (Blue, M) is back in stock.`);
  expect(mail).toContain(`See it at ${config.publicUrl}/product/${product.id}`);
  expect(await tellShoppersBackInStock(app)).toBe(0);
  expect(mailsTo(config.dataDir, shopper.email, subjectOf(product.name))).toHaveLength(1);
  expect(await waiting(shopper, product.id)).toEqual([]);
}

const setInlineStock = (variantId: string, stock: number, was: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/variants/${variantId}/stock`,
    headers: admin.auth,
    payload: { stock, was },
  });

describe('asking to be told when a size is back', () => {
  it('answers 201 once or twice for one alert, and forgetting it is fine twice', async () => {
    const kurta = await soldOutKurta();
    const shopper = await createTestUser(app);
    const first = await notify(shopper, kurta.id, { variantId: kurta.soldOut });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: "We'll tell you when it's back", variantId: kurta.soldOut });
    expect((await notify(shopper, kurta.id, { variantId: kurta.soldOut })).statusCode).toBe(201);
    expect(await waiting(shopper, kurta.id)).toEqual([kurta.soldOut]);

    const forgotten = await forget(shopper, kurta.id, kurta.soldOut);
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).toEqual({ message: "We won't tell you about this one." });
    expect(await waiting(shopper, kurta.id)).toEqual([]);
    expect((await forget(shopper, kurta.id, kurta.soldOut)).statusCode).toBe(200);

    await setInlineStock(kurta.soldOut, 3, 0);
    expect(await tellShoppersBackInStock(app)).toBe(0);
    expect(mailsTo(config.dataDir, shopper.email, subjectOf(kurta.name))).toEqual([]);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const kurta = await soldOutKurta();
    const other = await soldOutKurta();
    const shopper = await createTestUser(app);

    const missing = await notify(shopper, kurta.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ variantId: 'Choose the colour and size to be told about.' });
    const elsewhere = await notify(shopper, kurta.id, { variantId: other.soldOut });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({
      variantId: "This colour and size is not one of this product's.",
    });
    const noVariant = await forget(shopper, kurta.id, 'not-an-id');
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().errors).toHaveProperty('variantId');

    const unknown = await notify(shopper, randomUUID(), { variantId: kurta.soldOut });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found.');
    const archived = await createProduct(app.db, {
      name: 'Old Kurta',
      categoryId: kurtas.id,
      archived: true,
      variants: [{ color: 'Blue', size: 'M', originalPrice: '999.00', stock: 0 }],
    });
    const gone = await notify(shopper, archived.id, { variantId: archived.variantIds[0] });
    expect(gone.statusCode).toBe(404);
    const draft = await soldOutKurta();
    await app.db.update(products).set({ status: 'DRAFT' }).where(eq(products.id, draft.id));
    expect((await notify(shopper, draft.id, { variantId: draft.soldOut })).statusCode).toBe(404);

    const inStock = await notify(shopper, kurta.id, { variantId: kurta.inStock });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe('Good news: this size is in stock. Add it to your bag now.');

    expect((await notify(null, kurta.id, { variantId: kurta.soldOut })).statusCode).toBe(401);
    expect(await waiting(shopper, kurta.id)).toEqual([]);
    expect(await waiting(shopper, other.id)).toEqual([]);
  });

  it('refuses a shopper the shop could not reach: no email and no WhatsApp updates', async () => {
    const kurta = await soldOutKurta();
    const shopper = await createTestUser(app);
    await app.db.update(users).set({ email: '' }).where(eq(users.id, shopper.id));
    const res = await notify(shopper, kurta.id, { variantId: kurta.soldOut });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'We have no way to tell you: add an email to your profile, or turn on WhatsApp updates with a verified mobile.',
    );
    expect(await waiting(shopper, kurta.id)).toEqual([]);
  });
});

describe('telling each waiting shopper once, whatever brought the stock back', () => {
  it('an admin editing the product', async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const variants = [
      {
        id: kurta.soldOut,
        color: 'Blue',
        colorHexCode: '#0000ff',
        size: 'M',
        stock: 6,
        originalPrice: '1299.00',
      },
      {
        id: kurta.inStock,
        color: 'Blue',
        colorHexCode: '#0000ff',
        size: 'L',
        stock: 4,
        originalPrice: '1299.00',
      },
    ];
    const res = await sendForm(
      app,
      'PUT',
      `/api/products/${kurta.id}`,
      [
        ['productName', kurta.name],
        ['description', 'Cotton kurta.'],
        ['categoryId', kurtas.id],
        ['productVariants', JSON.stringify(variants)],
      ],
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectToldOnceByMail(shopper, kurta);
  });

  it("the product list's inline stock edit", async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    expect((await setInlineStock(kurta.soldOut, 5, 0)).statusCode).toBe(200);
    await expectToldOnceByMail(shopper, kurta);
  });

  it("the product list's bulk stock action", async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: admin.auth,
      payload: { productIds: [kurta.id], action: { type: 'SET_STOCK', stock: 8 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectToldOnceByMail(shopper, kurta);
  });

  it('a cancelled order putting its units back', async () => {
    const kurta = await soldOutKurta();
    await setInlineStock(kurta.soldOut, 1, 0);
    const buyer = await createTestUser(app);
    await addToCart(app, buyer, kurta.soldOut);
    const placed = await placeOrder(app, buyer, {
      addressId: await createAddress(app, buyer.id),
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json().order.id}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectToldOnceByMail(shopper, kurta);
  });

  it('a returned parcel received back into stock', async () => {
    const kurta = await soldOutKurta();
    await setInlineStock(kurta.soldOut, 1, 0);
    const buyer = await createTestUser(app);
    const { orderId, lines } = await deliveredOrder(app, admin, buyer, [
      { variantId: kurta.soldOut, quantity: 1 },
    ]);
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const asked = await askedReturn(app, buyer, orderId, [
      { orderItemId: lines[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, asked.id, ['APPROVED', 'RECEIVED']);
    await expectToldOnceByMail(shopper, kurta);
  });

  it('a catalogue file whose row gives the variant stock', async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: admin.auth,
    });
    const [header, ...rows] = parseCsv(exported.body) as [string[], ...string[][]];
    const [handle, title, size, quantity] = ['Handle', 'Title', 'Option2 Value', 'Variant Inventory Qty'].map(
      (column) => header.indexOf(column),
    ) as [number, number, number, number];
    const kurtaHandle = rows.find((row) => row[title] === kurta.name)?.[handle];
    const ours = rows.filter((row) => row[handle] === kurtaHandle);
    const restocked = ours.map((row) => (row[size] === 'M' ? row.with(quantity, '7') : row));
    const started = await sendForm(
      app,
      'POST',
      '/api/admin/products/import',
      [
        ['dryRun', 'false'],
        [
          'file',
          { bytes: Buffer.from(writeCsv([header, ...restocked])), filename: 'p.csv', type: 'text/csv' },
        ],
      ],
      admin.auth,
    );
    expect(started.statusCode, started.body).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/api/admin/imports/${started.json().import.id}`,
              headers: admin.auth,
            })
          ).json().status,
        { timeout: 10_000 },
      )
      .toBe('DONE');
    await expectToldOnceByMail(shopper, kurta);
  });

  it('by WhatsApp instead of mail to a shopper who opted in with a verified mobile', async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    const mobile = '9812345670';
    await app.db
      .update(users)
      .set({ mobile, mobileVerified: true, whatsappOptInAt: new Date(), whatsappOptInSource: 'PROFILE' })
      .where(eq(users.id, shopper.id));
    await setInlineStock(kurta.soldOut, 2, 0);
    expect(await tellShoppersBackInStock(app)).toBe(1);
    const sent = await vi.waitFor(() => {
      const found = whatsapp.sent.find((send) => send.to === `91${mobile}`);
      if (!found) throw new Error('no WhatsApp yet');
      return found;
    }, MAIL_WAIT);
    expect(sent?.template.name).toBe('back_in_stock');
    expect(sent?.template.components[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Ravi' },
        { type: 'text', text: `${kurta.name} (Blue, M)` },
        { type: 'text', text: `${config.publicUrl}/product/${kurta.id}` },
      ],
    });
    expect(await tellShoppersBackInStock(app)).toBe(0);
    expect(whatsapp.sent.filter((send) => send.to === `91${mobile}`)).toHaveLength(1);
    expect(mailsTo(config.dataDir, shopper.email, subjectOf(kurta.name))).toEqual([]);
  });

  it('tells each of two shoppers once when two restocks and two sweeps run at the same time', async () => {
    const kurta = await soldOutKurta();
    const first = await waitingShopper(kurta.id, kurta.soldOut);
    const second = await waitingShopper(kurta.id, kurta.soldOut);
    const bulk = (stock: number) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk',
        headers: admin.auth,
        payload: { productIds: [kurta.id], action: { type: 'SET_STOCK', stock } },
      });
    const restocks = await Promise.all([bulk(3), bulk(5)]);
    expect(restocks.map((res) => res.statusCode)).toEqual([200, 200]);
    const told = await Promise.all([tellShoppersBackInStock(app), tellShoppersBackInStock(app)]);
    expect(told[0] + told[1]).toBe(2);
    for (const shopper of [first, second]) {
      await waitForMail(config.dataDir, shopper.email, subjectOf(kurta.name));
      expect(mailsTo(config.dataDir, shopper.email, subjectOf(kurta.name))).toHaveLength(1);
    }
  });

  it('keeps waiting when the size sold out again before the sweep', async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    await setInlineStock(kurta.soldOut, 1, 0);
    await setInlineStock(kurta.soldOut, 0, 1);
    expect(await tellShoppersBackInStock(app)).toBe(0);
    expect(await waiting(shopper, kurta.id)).toEqual([kurta.soldOut]);
  });

  it('keeps waiting while the product is back in draft, and tells once it is published', async () => {
    const kurta = await soldOutKurta();
    const shopper = await waitingShopper(kurta.id, kurta.soldOut);
    await app.db.update(products).set({ status: 'DRAFT' }).where(eq(products.id, kurta.id));
    await setInlineStock(kurta.soldOut, 3, 0);
    expect(await tellShoppersBackInStock(app)).toBe(0);
    await app.db.update(products).set({ status: 'ACTIVE' }).where(eq(products.id, kurta.id));
    await expectToldOnceByMail(shopper, kurta);
  });
});
