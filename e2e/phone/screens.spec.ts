import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  expectDockRule,
  expectInsideScreenWidth,
  expectNoSidewaysScroll,
  expectTargetsBigEnough,
  expectThumbSized,
} from '../support/phone-checks';
import { chooseSize } from '../support/product-page';
import { signInThroughApi } from '../support/session';
import { shopperWithCart } from '../support/shopper';

interface Variant {
  id: string;
  color: string;
  size: string;
  stock: number;
}
interface Product {
  id: string;
  name: string;
  images: { url: string; color: string | null }[];
  variants: Variant[];
}

interface Shop {
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

// Each test walks a dozen screens, each checked at three scroll positions: longer than a journey.
test.describe.configure({ timeout: 180_000 });

/** What every screen must get right on a phone; each screen names its main action. */
async function checkScreen(page: Page, info: TestInfo, name: string, mainAction?: Locator) {
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
async function checkDialog(page: Page, info: TestInfo, name: string) {
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
async function pageWithToken(browser: Browser, baseURL: string | undefined, info: TestInfo, token?: string) {
  const context = await browser.newContext({ ...info.project.use, baseURL });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/**
 * A shopper with an address, a delivered cash order of two units that used a code and has one unit
 * in an approved return request, a review, an unpaid online order, a cart line and a wish.
 */
async function prepareShop(request: APIRequestContext): Promise<Shop> {
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

let shop: Shop;
test.beforeAll(async ({ request }) => {
  shop = await prepareShop(request);
});

test('a guest’s screens fit the phone: home, landing, category, product, search, legal, cart, 404 and sign-in', async ({
  page,
}, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
  await checkScreen(page, info, 'home', page.getByRole('link', { name: /Shop Now/ }));

  await page.goto(`/${shop.slug}`);
  await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
  await checkScreen(page, info, 'landing', page.getByRole('link', { name: /Shop Now/ }));

  await page.goto(`/products/${shop.slug}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkScreen(page, info, 'category');
  await page.getByRole('button', { name: 'Filter' }).click();
  const filterSheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(filterSheet.getByRole('button', { name: /^Apply \(\d+ products?\)$/ })).toBeVisible();
  await checkScreen(page, info, 'category-filter', filterSheet.getByRole('button', { name: /^Apply/ }));
  await page.keyboard.press('Escape');
  await page.goto('/search?q=shirt');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await checkScreen(page, info, 'search-results');
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByRole('heading', { name: 'Browse a category instead' })).toBeVisible();
  await checkScreen(page, info, 'search-no-results');

  await page.goto(`/product/${shop.product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.product.name })).toBeVisible();
  await checkScreen(page, info, 'product', page.getByRole('button', { name: 'ADD TO CART' }));

  await page.getByRole('button', { name: 'Find products' }).click();
  await page.getByPlaceholder('Search by keyword').fill(shop.product.name.split(' ')[0] ?? '');
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(shop.product.name) }).first()).toBeVisible();
  await checkScreen(page, info, 'search');
  await page.getByRole('button', { name: 'Close search' }).first().click();

  // What opens over the product page fits the phone too: a shirt's size guide and its photos full screen.
  const { data: shirts } = await (
    await page.request.get('/api/products/category/mens-shirts?limit=1')
  ).json();
  await page.goto(`/product/${shirts[0].id}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
  await checkDialog(page, info, 'product-size-guide');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }).click();
  await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
  await checkDialog(page, info, 'product-photos');
  await page.keyboard.press('Escape');

  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, info, 'legal');

  // A guest's cart is empty, with the shop's offers under it.
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Offers for you' }).getByRole('listitem')).not.toHaveCount(0);
  await checkScreen(page, info, 'cart-guest');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await checkScreen(page, info, 'not-found', page.getByRole('link', { name: 'Go to Homepage' }));

  await page.goto('/login');
  await checkScreen(page, info, 'login', page.getByRole('button', { name: 'LOGIN' }));
  await page.goto('/register');
  await checkScreen(page, info, 'register', page.getByRole('button', { name: 'CREATE ACCOUNT' }));
  await page.goto('/forgot-password');
  await checkScreen(page, info, 'forgot-password', page.getByRole('button', { name: 'SEND OTP' }));
});

test('the product page shows the chosen colour’s photo and keeps ADD TO CART in reach above the bottom bar', async ({
  page,
}) => {
  await page.goto(`/product/${shop.product.id}`);
  const gallery = page.locator('main img').first();
  const colours = [...new Set(shop.product.variants.map((v) => v.color))];
  for (const colour of colours) {
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
    const photos = shop.product.images.filter((image) => image.color === colour).map((image) => image.url);
    expect(photos.length, `a photo of ${colour}`).toBeGreaterThan(0);
    await expect(gallery).toHaveAttribute(
      'src',
      new RegExp(photos.map((url) => url.replace('.', '\\.')).join('|')),
    );
  }
  // No size is chosen for the shopper: ADD TO CART asks for one beside the sizes.
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a size.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeHidden();
  await chooseSize(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
});

test('a shopper’s screens fit the phone: drawer, cart, wishlist, checkout, payment status and profile', async ({
  browser,
  baseURL,
}, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop.shopperToken);
  await page.goto(`/product/${shop.product.id}`);
  await chooseSize(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer).toBeVisible();
  await checkScreen(page, info, 'drawer', drawer.getByRole('link', { name: 'View Cart & Checkout' }));

  await page.goto('/cart');
  await checkScreen(page, info, 'cart', page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await summary.getByLabel('Offer code').fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByRole('alert')).toHaveText('The code WELCOME10 is for your first order only.');
  await checkScreen(
    page,
    info,
    'cart-code-refused',
    summary.getByRole('button', { name: 'Apply', exact: true }),
  );
  await summary.getByLabel('Offer code').fill(shop.couponCode);
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByTestId('applied-coupon')).toHaveText(shop.couponCode);
  await checkScreen(
    page,
    info,
    'cart-code-applied',
    page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }),
  );
  await page.goto('/wishlist');
  await expect(page.getByRole('article', { name: shop.product.name })).toBeVisible();
  await checkScreen(page, info, 'wishlist');
  await page.getByRole('button', { name: 'Add to Bag' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Select size' })).toBeVisible();
  await checkScreen(page, info, 'wishlist-add-to-bag');
  await page.keyboard.press('Escape');

  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total-discount')).toBeVisible();
  await checkScreen(page, info, 'checkout', page.getByRole('button', { name: 'Place Order & Pay' }));
  // The shopper reviewed this product already: the form opens on their review, to edit.
  await page.goto(`/product/${shop.product.id}#write-review`);
  const reviewForm = page.getByRole('form', { name: 'Edit your review' });
  await expect(reviewForm).toBeVisible();
  await checkScreen(
    page,
    info,
    'product-review-form',
    reviewForm.getByRole('button', { name: 'Save changes' }),
  );
  await page.goto(`/profile/orders/${shop.cashOrderId}/return`);
  const line = page.getByRole('article', { name: shop.product.name });
  await expect(line.getByText('1 of 2 left to return')).toBeVisible();
  await line.getByRole('checkbox', { name: `Return or exchange ${shop.product.name}` }).check();
  await line.getByRole('radio', { name: /^Exchange/ }).check();
  await expect(line.getByRole('group', { name: 'Send me instead' })).toBeVisible();
  await checkScreen(page, info, 'return-request', page.getByRole('button', { name: 'SEND REQUEST' }));
  await page.goto(`/payment/status?merchantTransactionId=${shop.merchantTransactionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, info, 'payment-status');

  for (const path of ['', '/orders', '/store-credit', '/edit', '/addresses', '/change-password']) {
    await page.goto(`/profile${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await checkScreen(page, info, `profile${path.replace('/', '-')}`);
  }
  await page.goto(`/profile/orders/${shop.cashOrderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^ORDER #/ })).toBeVisible();
  await checkScreen(page, info, 'profile-order-detail');
  await page.context().close();
});

test('the admin screens fit the phone', async ({ browser, baseURL }, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop.adminToken);
  for (const path of [
    'dashboard',
    'categories',
    'products',
    'orders',
    'returns',
    'coupons',
    'company-details',
    'legal-pages',
    'staff',
    'customers',
    'audit-log',
    'reports',
    'catalogue-files',
  ]) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, info, `admin-${path}`);
  }
  // The lists are cards: a product's Stock and Price, an order's Status and Update, in view.
  await page.goto('/admin/products');
  await expectInsideScreenWidth(page, page.getByText(/^(Available|Out of Stock)$/).first());
  await expectInsideScreenWidth(page, page.getByText(/^₹[\d,]+\.\d\d$/).first());
  await page.getByLabel('Select all on this page').check();
  await expectInsideScreenWidth(page, page.getByRole('button', { name: /^Apply to / }));
  await page
    .getByRole('button', { name: /View Variants/ })
    .first()
    .click();
  await expectInsideScreenWidth(page, page.getByLabel(/^Stock of /).first());
  await checkScreen(page, info, 'admin-products-bulk');
  // Only the drafts: the status filter sits beside the search, inside the screen.
  await page.getByLabel('Filter by status').selectOption({ label: 'Drafts' });
  await expectInsideScreenWidth(page, page.getByLabel('Filter by status'));
  await checkScreen(page, info, 'admin-products-drafts');
  await page.goto('/admin/orders');
  await expectInsideScreenWidth(page, page.getByRole('button', { name: 'Update' }).first());
  await expectInsideScreenWidth(page, page.getByLabel(/^Delivery status of order /).first());
  await page.getByLabel('Select all on this page').check();
  await expectInsideScreenWidth(page, page.getByRole('button', { name: /^Set status of / }));
  await checkScreen(page, info, 'admin-orders-bulk');
  await page.goto('/admin/products');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  await expectInsideScreenWidth(page, page.getByRole('button', { name: 'Save as draft' }));
  await checkScreen(page, info, 'admin-product-form');
  await page.keyboard.press('Escape');
  await page.goto('/admin/categories');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, info, 'admin-category-form');
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: 'Edit WELCOME10' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Coupon' })).toBeVisible();
  await checkScreen(page, info, 'admin-coupon-form');
  await page.keyboard.press('Escape');
  await page.goto('/admin/orders');
  await page
    .getByRole('button', { name: /view|details/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, info, 'admin-order-details');
  await page.keyboard.press('Escape');
  await page.goto('/admin/returns');
  await page
    .getByRole('button', { name: /^View return request/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Return request for order / })).toBeVisible();
  await checkScreen(page, info, 'admin-return-details');
  await page.context().close();
});
