import { describe, expect, it } from 'vitest';
import { createTestApp } from './app';
import { createCategory, createProduct, saveCompanyDetails } from './catalogue-fixtures';
import { type FormParts, multipartBody, pictureFile } from './multipart';
import { addToCart, createAddress, createShopProduct, placeOrder } from './shop-fixtures';
import { createTestUser, type TestUser } from './users';

// Every admin call, walked as a guest (401), a customer (403) and an admin (what the call answers).
const { app } = await createTestApp();
// Shipping issues a tax invoice, which needs the shop's GSTIN and state.
await saveCompanyDetails(app.db);
const admin = await createTestUser(app, 'ADMIN');
const customer = await createTestUser(app, 'CUSTOMER');

const top = await createCategory(app.db, { name: 'Men', media: 5 });
const leaf = await createCategory(app.db, { name: 'Shirts', parentId: top.id });
const emptyLeaf = await createCategory(app.db, { name: 'Ties', parentId: top.id });
const product = await createProduct(app.db, { name: 'Oxford Shirt', categoryId: leaf.id });
const doomed = await createProduct(app.db, { name: 'Old Shirt', categoryId: leaf.id });
const shirt = await createShopProduct(app, 'Linen Shirt');
await addToCart(app, customer, shirt.variantIds[0] as string);
const placed = await placeOrder(app, customer, {
  addressId: await createAddress(app, customer.id),
  paymentMethod: 'COD',
});
const orderId: string = placed.json().order.id;

const picture = await pictureFile('slide.png');
const productForm: FormParts = [
  ['productName', 'Poplin Shirt'],
  ['categoryId', leaf.id],
  ['productVariants', JSON.stringify([{ color: 'White', size: 'M', stock: 4, originalPrice: 999 }])],
];

interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  form?: FormParts;
  json?: Record<string, unknown>;
  /** What an admin gets. */
  adminStatus: number;
}

const calls: AdminCall[] = [
  {
    method: 'POST',
    url: '/api/categories',
    form: [['name', 'Women'], ...Array.from({ length: 5 }, (): FormParts[number] => ['media', picture])],
    adminStatus: 201,
  },
  {
    method: 'PUT',
    url: `/api/categories/${leaf.id}`,
    form: [
      ['name', 'Formal Shirts'],
      ['parentId', top.id],
    ],
    adminStatus: 200,
  },
  { method: 'DELETE', url: `/api/categories/${emptyLeaf.id}`, adminStatus: 200 },
  { method: 'DELETE', url: `/api/categories/${top.id}`, adminStatus: 409 },
  { method: 'POST', url: '/api/products', form: productForm, adminStatus: 201 },
  { method: 'PUT', url: `/api/products/${product.id}`, form: productForm, adminStatus: 200 },
  { method: 'DELETE', url: `/api/products/${doomed.id}`, adminStatus: 200 },
  {
    method: 'PUT',
    url: '/api/company-details',
    form: [
      ['name', 'Vastra'],
      ['email', 'hi@vastra.example'],
      ['phone', ''],
      ['address', 'Pune'],
      ['pincode', '411001'],
      ['gstin', '27AAPFU0939F1ZV'],
      ['state', 'Maharashtra'],
    ],
    adminStatus: 200,
  },
  {
    method: 'POST',
    url: '/api/legal-pages',
    json: { title: 'Privacy Policy', slug: 'privacy-policy', content: '<p>Hi</p>' },
    adminStatus: 200,
  },
  { method: 'GET', url: '/api/admin/dashboard', adminStatus: 200 },
  { method: 'GET', url: '/api/orders/all', adminStatus: 200 },
  {
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    json: { deliveryStatus: 'SHIPPED' },
    adminStatus: 200,
  },
];

async function send(call: AdminCall, user?: TestUser) {
  const auth = user ? user.auth : {};
  if (call.form) {
    const { headers, payload } = await multipartBody(call.form);
    return app.inject({ method: call.method, url: call.url, headers: { ...headers, ...auth }, payload });
  }
  return app.inject({ method: call.method, url: call.url, headers: auth, payload: call.json });
}

describe('admin calls', () => {
  for (const call of calls) {
    it(`${call.method} ${call.url.replace(/[0-9a-f-]{36}/, '{id}')}: 401 for guests, 403 for customers, ${call.adminStatus} for admins`, async () => {
      const guest = await send(call);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Please log in to continue.' });
      const shopper = await send(call, customer);
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json()).toEqual({ message: 'You do not have permission to do that.' });
      const res = await send(call, admin);
      expect(res.statusCode, res.body).toBe(call.adminStatus);
    });
  }
});
