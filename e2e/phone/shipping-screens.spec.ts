import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { checkScreen, walksThrough } from '../support/phone-screens';
import { signInThroughApi } from '../support/session';
import { shopperWithCart, variantBelow } from '../support/shopper';

interface Shop {
  productId: string;
  shopperToken: string;
  adminToken: string;
  /** Out for delivery, with its events. */
  trackedId: string;
  /** A failed delivery attempt, waiting for the admin's decision. */
  failedId: string;
  /** Pending, to ship. */
  pendingId: string;
}

async function pageWithToken(browser: Browser, baseURL: string | undefined, info: TestInfo, token: string) {
  const context = await browser.newContext({ ...info.project.use, baseURL });
  await context.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('delivery-pincode', '560001');
  }, token);
  return context.newPage();
}

/** Three cash orders of one shopper: one out for delivery, one whose delivery failed, one pending. */
async function prepareShop(request: APIRequestContext): Promise<Shop> {
  const { product, variant } = await variantBelow(request, 500_000);
  const shopper = await shopperWithCart(request, variant.id);
  const { token: adminToken } = await signInThroughApi(
    request,
    'admin',
    process.env.E2E_ADMIN_PASSWORD ?? '',
  );
  const admin = { authorization: `Bearer ${adminToken}` };
  const placeCart = async () => {
    const placed = await request.post('/api/orders/place', {
      headers: shopper.headers,
      data: { addressId: shopper.address.id, paymentMethod: 'COD' },
    });
    expect(placed.status()).toBe(201);
    return (await placed.json()).order.id as string;
  };
  const addToCart = async () => {
    const added = await request.post('/api/cart/add', {
      headers: shopper.headers,
      data: { productVariantId: variant.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  };
  const ship = async (orderId: string, statuses: string[]) => {
    const booked = await request.post(`/api/orders/${orderId}/shipment`, {
      headers: admin,
      data: { weightGrams: 450 },
    });
    expect(booked.ok()).toBe(true);
    const { awb } = (await booked.json()).order.shipment;
    for (const status of statuses) {
      const pushed = await request.post(`/api/shipping/simulator/${awb}`, {
        form: { status, location: 'Bengaluru' },
        maxRedirects: 0,
      });
      expect(pushed.status()).toBe(303);
    }
  };
  // The shopper's cart holds one line already: the first order takes it.
  const trackedId = await placeCart();
  await ship(trackedId, ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY']);
  await addToCart();
  const failedId = await placeCart();
  await ship(failedId, ['PICKED_UP', 'UNDELIVERED']);
  await addToCart();
  const pendingId = await placeCart();
  // A line in the cart again, so checkout has something to show.
  await addToCart();
  return { productId: product.id, shopperToken: shopper.token, adminToken, trackedId, failedId, pendingId };
}

const shop = walksThrough(prepareShop);

test('the shopper’s delivery and tracking screens fit the phone', async ({ browser, baseURL }, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop().shopperToken);
  await page.goto(`/product/${shop().productId}`);
  const check = page.getByRole('region', { name: 'Check delivery' });
  await expect(check.getByText(/^Delivery by /)).toBeVisible();
  await check.scrollIntoViewIfNeeded();
  await checkScreen(page, info, 'product-delivery-check', page.getByRole('button', { name: 'ADD TO CART' }));

  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(/^Delivery by /);
  await checkScreen(page, info, 'checkout-delivery', page.getByRole('button', { name: 'Place Order & Pay' }));

  await page.goto(`/track/${shop().trackedId}`);
  await expect(page.getByTestId('tracking-status')).toHaveText('Out for delivery');
  await checkScreen(page, info, 'tracking');

  await page.goto(`/profile/orders/${shop().trackedId}`);
  await expect(page.getByTestId('shipment-status')).toBeVisible();
  await checkScreen(page, info, 'order-history-shipped');
  await page.context().close();
});

test('the admin’s shipping screens fit the phone', async ({ browser, baseURL }, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop().adminToken);
  await page.goto('/admin/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^After the failed delivery of order / }).first(),
  ).toBeVisible();
  await checkScreen(page, info, 'admin-shipping');

  const details = async (orderId: string) => {
    await page.goto(`/admin/orders?q=${orderId}`);
    await page.getByRole('button', { name: `View details of order ${orderId.slice(0, 8)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${orderId.slice(0, 8)}` });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const tracked = await details(shop().trackedId);
  await expect(tracked.getByRole('button', { name: 'Print label' })).toBeVisible();
  await tracked.getByRole('region', { name: 'Shipment' }).scrollIntoViewIfNeeded();
  await checkScreen(page, info, 'admin-order-shipment');

  const failed = await details(shop().failedId);
  await expect(failed.getByRole('button', { name: 'Re-attempt' })).toBeVisible();
  await checkScreen(page, info, 'admin-order-failed-delivery');

  const pending = await details(shop().pendingId);
  await pending.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(pending.getByRole('button', { name: 'Book shipment' })).toBeVisible();
  await checkScreen(page, info, 'admin-ship-form', pending.getByRole('button', { name: 'Book shipment' }));
  await page.keyboard.press('Escape');

  await page.goto(`/admin/orders?q=${shop().pendingId}`);
  await page.getByRole('checkbox', { name: `Select order ${shop().pendingId.slice(0, 8)}` }).check();
  await page.getByRole('button', { name: 'Ship selected (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Ship 1 order' })).toBeVisible();
  await checkScreen(page, info, 'admin-bulk-ship');
  await page.keyboard.press('Escape');

  await page.goto('/admin/company-details');
  const rules = page.getByRole('region', { name: 'Delivery rules' });
  await expect(rules.getByLabel('Pincodes not served')).toBeVisible();
  await rules.scrollIntoViewIfNeeded();
  await checkScreen(page, info, 'admin-delivery-rules');
  await page.context().close();
});
