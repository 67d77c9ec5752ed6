import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import type { FormParts } from './multipart';
import { type Auth, bearer, homeAddress, type SpecCatalogue, specClient } from './spec-client';
import { createTestUser } from './users';

/**
 * docs/product.md §7's back-office calls, played in the order an admin first makes them, by a client that
 * knows nothing added since (see spec-client.ts): the catalogue, the orders' four statuses on a shop
 * without a GSTIN and on one with it, company details, legal pages, and deleting an ordered product.
 */
const { app } = await createTestApp();
const { call, form, buildCategories, addShirt, placeFromCart, payAtProvider } = await specClient(app);

const adminUser = await createTestUser(app, 'ADMIN');
const customer = (await createTestUser(app)).auth;

let admin: Auth;
let catalogue: SpecCatalogue;
/** The shopper's orders: cash on delivery, then paid online. */
const orderIds: string[] = [];

async function setStatus(orderId: string, deliveryStatus: string) {
  const res = await call('PUT', `/orders/${orderId}/status`, admin, { deliveryStatus });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().order).toMatchObject({ id: orderId, deliveryStatus });
}

describe("the first client's back-office calls", () => {
  it('signs the admin in with a username and the password', async () => {
    const res = await call('POST', '/auth/login', undefined, {
      identifier: adminUser.username,
      password: adminUser.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { userType: 'ADMIN' } });
    admin = bearer(res.json().token);
  });

  it('builds a category tree with a punctuated leaf, and a product in it', async () => {
    const { top, leaf } = await buildCategories(admin);
    expect(top).toMatchObject({ name: 'Men', slug: 'men', parentId: null, subCategories: [] });
    expect(top.uploads).toHaveLength(5);
    expect(leaf).toMatchObject({ name: "Men's Shirts", slug: 'mens-shirts', parentId: top.id });

    const tree = await call('GET', '/categories');
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual([
      expect.objectContaining({
        name: 'Men',
        _count: { subCategories: 1, products: 0 },
        subCategories: [expect.objectContaining({ name: "Men's Shirts", parentId: top.id })],
      }),
    ]);

    const created = await addShirt(admin, leaf.id);
    catalogue = { top, leaf, created };
    expect(created.message).toBe('Product created successfully!');
  });

  it('changes a category and a product with the same forms, and deletes an empty category', async () => {
    const { top, leaf, created } = catalogue;
    const described = await form(
      'PUT',
      `/categories/${leaf.id}`,
      [
        ['name', "Men's Shirts"],
        ['description', 'Formal and casual'],
        ['parentId', top.id],
      ],
      admin,
    );
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ id: leaf.id, description: 'Formal and casual' });

    const spare = await form(
      'POST',
      '/categories',
      [
        ['name', 'Kurtas'],
        ['description', ''],
        ['parentId', top.id],
      ],
      admin,
    );
    expect(spare.statusCode, spare.body).toBe(201);
    const gone = await call('DELETE', `/categories/${spare.json().id}`, admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: expect.any(String) });

    const [variant] = created.product.variants;
    const edited = await form(
      'POST',
      '/products',
      [
        ['id', created.product.id],
        ['productName', 'Slim Fit Oxford Shirt'],
        ['description', 'Cotton oxford weave, button-down collar.'],
        ['categoryId', leaf.id],
        [
          'productVariants',
          JSON.stringify([
            {
              id: variant?.id,
              color: 'Blue',
              colorHexCode: '#1e3a8a',
              size: 'M',
              originalPrice: 1499,
              discountPrice: 1199,
              stock: 12,
            },
          ]),
        ],
      ],
      admin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Product updated successfully!',
      product: { id: created.product.id, variants: [{ id: variant?.id, stock: 12 }] },
    });
    const adminList = await call('GET', '/products?page=1&limit=100');
    expect(adminList.json().data.map((p: { id: string }) => p.id)).toEqual([created.product.id]);
  });

  it('has a shopper order by cash on delivery, pay for one online and cancel a third', async () => {
    const saved = await call('POST', '/addresses', customer, homeAddress);
    expect(saved.statusCode, saved.body).toBe(201);
    const product = catalogue.created.product;
    const addressId = saved.json().address.id;
    const cod = await placeFromCart(customer, { product, addressId, paymentMethod: 'COD' }, 2);
    const online = await placeFromCart(customer, { product, addressId, paymentMethod: 'ONLINE_PAYMENT' });
    await payAtProvider(online.order.merchantTransactionId);
    const cancelled = await placeFromCart(customer, { product, addressId, paymentMethod: 'COD' }, 4);
    expect((await call('PUT', `/orders/${cancelled.order.id}/cancel`, customer)).statusCode).toBe(200);
    orderIds.push(cod.order.id, online.order.id);
  });

  it('lets the admin set each of the four statuses on a shop without a GSTIN', async () => {
    const all = await call('GET', '/orders/all', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders).toHaveLength(3);
    expect(all.json().pagination).toMatchObject({ page: 1, total: 3 });
    const [orderId] = orderIds;
    for (const status of ['SHIPPED', 'DELIVERED', 'PENDING', 'CANCELED', 'PENDING']) {
      await setStatus(orderId as string, status);
    }
    const invoice = await call('GET', `/orders/${orderId}/invoice`, customer);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it('saves company details as the first form sends them, then ships on a shop with a GSTIN', async () => {
    expect((await call('GET', '/company-details')).statusCode).toBe(404);
    const parts: FormParts = [
      ['name', 'Vastra Fashions'],
      ['email', 'hello@vastra.example'],
      ['phone', '+91 80 1234 5678'],
      ['address', '12 MG Road, Bengaluru'],
      ['pincode', '560001'],
    ];
    const saved = await form('PUT', '/company-details', parts, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Vastra Fashions', pincode: '560001', logoUrl: null });
    const details = await call('GET', '/company-details');
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      name: 'Vastra Fashions',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      logoUrl: null,
    });
    const registered = await form(
      'PUT',
      '/company-details',
      [...parts, ['gstin', '29AAGCB7383J1Z4'], ['state', 'Karnataka']],
      admin,
    );
    expect(registered.statusCode, registered.body).toBe(200);

    const orderId = orderIds[1] as string;
    for (const status of ['SHIPPED', 'DELIVERED', 'PENDING', 'SHIPPED', 'CANCELED']) {
      await setStatus(orderId, status);
    }
    const again = await form('PUT', '/company-details', parts, admin);
    expect(again.statusCode).toBe(200);
  });

  it('keeps the legal pages', async () => {
    const saved = await call('POST', '/legal-pages', admin, {
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content: '<p>We keep your data safe.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
    const pages = await call('GET', '/legal-pages');
    expect(pages.json()).toEqual([
      expect.objectContaining({ slug: 'privacy-policy', content: '<p>We keep your data safe.</p>' }),
    ]);
    expect((await call('GET', '/legal-pages/slug/privacy-policy')).json()).toMatchObject({
      title: 'Privacy Policy',
    });
    expect((await call('GET', '/legal-pages/slug/terms-conditions')).statusCode).toBe(404);
  });

  it('archives an ordered product on delete and keeps the orders whole', async () => {
    const { leaf, created } = catalogue;
    expect((await call('DELETE', `/categories/${leaf.id}`, admin)).statusCode).toBe(409);
    const deleted = await call('DELETE', `/products/${created.product.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expect((await call('GET', `/products/${created.product.id}`)).statusCode).toBe(404);
    const history = await call('GET', '/orders/my-orders', customer);
    expect(history.json().orders).toHaveLength(3);
    expect(history.json().orders[0].items[0].product.name).toBe('Slim Fit Oxford Shirt');
  });
});
