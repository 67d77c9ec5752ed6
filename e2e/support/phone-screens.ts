// What the phone checks of every screen share: the checks themselves and the shop they walk through.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectDockRule,
  expectNoSidewaysScroll,
  expectTargetsBigEnough,
  expectThumbSized,
} from './phone-checks';
import { signInThroughApi } from './session';
import { shopperWithCart } from './shopper';

export interface Variant {
  id: string;
  color: string;
  size: string;
  stock: number;
}
export interface Product {
  id: string;
  name: string;
  images: { url: string; color: string | null }[];
  variants: Variant[];
}

export interface Shop {
  slug: string;
  product: Product;
  merchantTransactionId: string;
  shopperToken: string;
  adminToken: string;
  /** Delivered, 2 units, one of them in an approved return request. */
  cashOrderId: string;
  /** A 5% code the shopper can use again. */
  couponCode: string;
}

/**
 * Sets up a file of screen walks: each walk checks a dozen screens at three scroll positions, longer
 * than a journey, through a shop `prepare` makes once for the file. The shop, once it is made.
 */
export function walksThrough<T>(prepare: (request: APIRequestContext) => Promise<T>): () => T {
  test.describe.configure({ timeout: 180_000 });
  let shop: T | undefined;
  test.beforeAll(async ({ request }) => {
    shop = await prepare(request);
  });
  return () => {
    if (shop === undefined) throw new Error('The shop is made before the first walk');
    return shop;
  };
}

/** What every screen must get right on a phone; each screen names its main action. */
export async function checkScreen(page: Page, info: TestInfo, name: string, mainAction?: Locator) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectTargetsBigEnough(page);
  if (mainAction) await expectThumbSized(mainAction);
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname });
  await expectDockRule(page, mainAction);
}

/**
 * A modal dialog over a screen: nothing sideways, and every control in it big enough (what it covers,
 * the dock included, cannot be tapped while it is open, so it is hidden from the check).
 */
export async function checkDialog(page: Page, info: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  // Through the style properties: the page's Content-Security-Policy refuses an added stylesheet.
  const hideBehind = (hidden: boolean) =>
    page.evaluate((hide) => {
      document.body.style.visibility = hide ? 'hidden' : '';
      for (const dialog of document.querySelectorAll<HTMLElement>('dialog[open]'))
        dialog.style.visibility = hide ? 'visible' : '';
    }, hidden);
  await hideBehind(true);
  await expectTargetsBigEnough(page);
  await hideBehind(false);
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname });
}

/** A page whose browser already holds this session's token, as after a login. */
export async function pageWithToken(
  browser: Browser,
  baseURL: string | undefined,
  info: TestInfo,
  token?: string,
) {
  const context = await browser.newContext({ ...info.project.use, baseURL });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/**
 * A shopper with an address, a delivered cash order of two units that used a code and has one unit
 * in an approved return request, a review, an unpaid online order, a cart line and a wish.
 */
export async function prepareShop(request: APIRequestContext): Promise<Shop> {
  const categories = await (await request.get('/api/categories')).json();
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Product[] };
  // A product in several colours, each with its own photo: the gallery must follow the colour.
  const product = data.find(
    (p) =>
      new Set(p.variants.filter((v) => v.stock > 3).map((v) => v.color)).size > 1 &&
      p.images.filter((image) => image.color).length > 1,
  );
  if (!product) throw new Error('The demo catalogue has no product with a photo per colour');

  const variant = product.variants.find((v) => v.stock > 3) as Variant;
  const shopper = await shopperWithCart(request, variant.id, 2);
  const { headers, token: shopperToken } = shopper;
  const addressId = shopper.address.id;
  const { token: adminToken } = await signInThroughApi(
    request,
    'admin',
    process.env.E2E_ADMIN_PASSWORD ?? '',
  );
  const admin = { authorization: `Bearer ${adminToken}` };
  // The cash order used a code, so the order history shows its discount.
  const couponCode = `PHONE${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/coupons', {
    headers: admin,
    data: { code: couponCode, type: 'PERCENT', value: '5' },
  });
  expect(created.status()).toBe(201);
  expect((await request.post('/api/cart/coupon', { headers, data: { code: couponCode } })).ok()).toBe(true);
  const cash = await request.post('/api/orders/place', {
    headers,
    data: { addressId, paymentMethod: 'COD' },
  });
  const cashOrderId = (await cash.json()).order.id;
  // Delivered, so the order history shows its timeline, its invoice and the invitation to review.
  for (const deliveryStatus of ['SHIPPED', 'DELIVERED']) {
    const changed = await request.put(`/api/orders/${cashOrderId}/status`, {
      headers: admin,
      data: { deliveryStatus },
    });
    expect(changed.ok()).toBe(true);
  }
  const returned = await request.post(`/api/orders/${cashOrderId}/returns`, {
    headers,
    data: {
      items: [
        {
          orderItemId: (await cash.json()).order.items[0].id,
          quantity: 1,
          type: 'RETURN',
          reason: 'Size too large',
        },
      ],
    },
  });
  expect(returned.status()).toBe(201);
  const approved = await request.put(`/api/returns/${(await returned.json()).id}/status`, {
    headers: admin,
    data: { status: 'APPROVED' },
  });
  expect(approved.ok()).toBe(true);
  const reviewed = await request.post(`/api/products/${product.id}/reviews`, {
    headers,
    data: { rating: 4, title: 'Lovely colour', text: 'Fits as the size chart says; the fabric breathes.' },
  });
  expect(reviewed.status()).toBe(201);
  const addedAgain = await request.post('/api/cart/add', {
    headers,
    data: { productVariantId: variant.id, quantity: 1 },
  });
  expect(addedAgain.ok()).toBe(true);
  const online = await request.post('/api/orders/place', {
    headers,
    data: { addressId, paymentMethod: 'ONLINE_PAYMENT' },
  });
  const { merchantTransactionId } = await online.json();
  await request.post(`/api/wishlist/${product.id}`, { headers });
  return {
    slug: categories[0].slug,
    product,
    merchantTransactionId,
    shopperToken,
    adminToken,
    cashOrderId,
    couponCode,
  };
}
