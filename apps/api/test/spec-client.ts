import type { Category, Product } from '@vastra/contract/catalogue';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { type FormParts, pictureFile, sendForm } from './multipart';
import { payAtSimulator } from './shop-fixtures';

/**
 * The product's first client, as spec-client-shopper.test.ts and spec-client-back-office.test.ts play
 * it: it knows docs/product.md §7's calls, their payloads and the answers the storefront and back office read,
 * and nothing added since. It sends exactly those fields (no recipient name or mobile on addresses, no
 * GSTIN, no idempotency key, no offer code), so anything added around them that changes what it sees
 * fails there.
 */

export type Auth = { authorization: string };
export const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });

/** An address with exactly the fields of docs/product.md §3, its state written as a shopper might. */
export const homeAddress = {
  addressLine1: '22 Brigade Road',
  addressLine2: 'Second floor',
  city: 'Bengaluru',
  state: 'karnataka',
  postalCode: '560025',
  isDefault: true,
};

/** What the back office's first form calls build: "Men" (5 slides) > "Men's Shirts" > one shirt. */
export interface SpecCatalogue {
  top: Category;
  leaf: Category;
  /** POST /products's answer. */
  created: { message: string; product: Product };
}

/** The first client's calls on `app`, each as docs/product.md §7 writes it (paths below /api). */
export async function specClient(app: App) {
  const picture = await pictureFile('slide.png');

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: auth, ...(payload && { payload }) });
  const form = (method: 'POST' | 'PUT', url: string, parts: FormParts, auth: Auth) =>
    sendForm(app, method, `/api${url}`, parts, auth);

  /** "Men" (5 slides) with the leaf "Men's Shirts" under it, made with the admin's category form. */
  async function buildCategories(admin: Auth): Promise<{ top: Category; leaf: Category }> {
    const top = await form(
      'POST',
      '/categories',
      [
        ['name', 'Men'],
        ['description', 'For him'],
        ['parentId', ''],
        ...Array.from({ length: 5 }, (): [string, typeof picture] => ['media', picture]),
      ],
      admin,
    );
    expect(top.statusCode, top.body).toBe(201);
    const leaf = await form(
      'POST',
      '/categories',
      [
        ['name', "Men's Shirts"],
        ['description', ''],
        ['parentId', top.json().id],
      ],
      admin,
    );
    expect(leaf.statusCode, leaf.body).toBe(201);
    return { top: top.json(), leaf: leaf.json() };
  }

  /** One blue M shirt (12 in stock) in the category, made with the admin's product form: its 201 body. */
  async function addShirt(admin: Auth, categoryId: string): Promise<{ message: string; product: Product }> {
    const created = await form(
      'POST',
      '/products',
      [
        ['productName', 'Slim Fit Oxford Shirt'],
        ['description', 'Cotton oxford weave.'],
        ['categoryId', categoryId],
        [
          'productVariants',
          JSON.stringify([
            {
              color: 'Blue',
              colorHexCode: '#1e3a8a',
              size: 'M',
              originalPrice: 1499,
              discountPrice: 1199,
              stock: 12,
            },
          ]),
        ],
        ['images', picture],
      ],
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  }

  /** `buildCategories` then `addShirt` in its leaf. */
  async function buildCatalogue(admin: Auth): Promise<SpecCatalogue> {
    const categories = await buildCategories(admin);
    return { ...categories, created: await addShirt(admin, categories.leaf.id) };
  }

  /** Puts `quantity` of the product's first variant in the cart and places the order: its 201 body. */
  async function placeFromCart(
    customer: Auth,
    order: { product: Product; addressId: string; paymentMethod: 'COD' | 'ONLINE_PAYMENT' },
    quantity = 1,
  ) {
    const added = await call('POST', '/cart/add', customer, {
      productVariantId: order.product.variants[0]?.id,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await call('POST', '/orders/place', customer, {
      addressId: order.addressId,
      paymentMethod: order.paymentMethod,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }

  /** The shopper pays at the provider's page (the simulator), which sends them back with a 303. */
  async function payAtProvider(merchantTransactionId: string) {
    await payAtSimulator(app, merchantTransactionId);
  }

  return { call, form, buildCategories, addShirt, buildCatalogue, placeFromCart, payAtProvider };
}
