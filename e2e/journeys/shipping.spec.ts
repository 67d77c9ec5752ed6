import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { placeCodOrder } from '../support/checkout';
import { openOrder } from '../support/order-history';
import { adminLogsIn, separatePage } from '../support/session';
import { shopperWithCart, signInBrowser, variantBelow } from '../support/shopper';

// The e2e server ships through the simulator (e2e/server.ts): it assigns AWBs, and its page
// under /api/shipping/simulator/{awb} pushes the courier's events.
const deliveryBy = /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/;

/** On the simulator's page for the parcel, the admin pushes the courier's next event. */
async function pushEvent(admin: Page, awb: string, status: string, location: string) {
  await admin.goto(`/api/shipping/simulator/${awb}`);
  await admin.getByLabel('Event').selectOption(status);
  await admin.getByLabel('Location').fill(location);
  await admin.getByRole('button', { name: 'Push event' }).click();
  await expect(admin.getByText(`Now: ${status}.`)).toBeVisible();
}

/** The shopper's order of this number, as their order history lists it. */
async function orderIdOf(request: APIRequestContext, headers: Record<string, string>, number: string) {
  const { orders } = (await (await request.get('/api/orders/my-orders', { headers })).json()) as {
    orders: { id: string }[];
  };
  const order = orders.find((o) => o.id.startsWith(number));
  expect(order, `order ${number}`).toBeTruthy();
  return order?.id as string;
}

/** The admin opens the order in Manage Orders, books it with the simulator and reads its AWB. */
async function shipThroughSimulator(admin: Page, number: string): Promise<string> {
  await admin.goto('/admin/orders');
  await admin.getByLabel('Search orders').fill(number);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('button', { name: `View details of order ${number}` }).click();
  const details = admin.getByRole('dialog', { name: `Order #${number}` });
  const shipment = details.getByRole('region', { name: 'Shipment' });
  await shipment.getByRole('button', { name: 'Ship', exact: true }).click();
  await shipment.getByLabel('Weight in grams (optional)').fill('450');
  await shipment.getByRole('button', { name: 'Book shipment' }).click();
  await expect(shipment.getByText('simulator', { exact: true })).toBeVisible();
  await expect(shipment.getByRole('button', { name: 'Print label' })).toBeVisible();
  await expect(details.getByText('SHIPPED', { exact: true }).first()).toBeVisible();
  const awb = (await shipment.locator('dt:text-is("AWB") + dd').textContent())?.trim() ?? '';
  expect(awb).toMatch(/^[A-Za-z0-9-]{4,40}$/);
  return awb;
}

test('a shopper sees a delivery date, the admin ships through the simulator, and tracking shows each event', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { product, variant } = await variantBelow(request, 500_000);
  const shopper = await shopperWithCart(request, variant.id);
  await signInBrowser(page, shopper.token);

  // The product page answers for the pincode typed, and remembers it for the next page.
  await page.goto(`/product/${product.id}`);
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('Pincode').fill('56001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Pincode must be a 6-digit number.')).toBeVisible();
  await check.getByLabel('Pincode').fill('560001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText(deliveryBy)).toBeVisible();
  await expect(check.getByText('Cash on delivery available')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Check delivery' }).getByLabel('Pincode')).toHaveValue(
    '560001',
  );

  // Checkout gives the date for the chosen address; the order goes cash on delivery as ever.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-delivery')).toHaveText(deliveryBy);
  const number = (await placeCodOrder(page, product.name)) ?? '';
  const orderId = await orderIdOf(request, shopper.headers, number);

  const admin = await separatePage(browser, baseURL);
  await adminLogsIn(admin);
  const awb = await shipThroughSimulator(admin, number);
  await pushEvent(admin, awb, 'OUT_FOR_DELIVERY', 'Bengaluru');

  await page.goto(`/track/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Track order #${number}` })).toBeVisible();
  await expect(page.getByTestId('tracking-awb')).toHaveText(awb);
  await expect(page.getByTestId('tracking-status')).toHaveText('Out for delivery');

  await pushEvent(admin, awb, 'DELIVERED', 'Bengaluru');
  await page.reload();
  await expect(page.getByTestId('tracking-status')).toHaveText('Delivered');
  const events = page
    .getByRole('list', { name: `Tracking events of order #${number}` })
    .getByRole('listitem');
  // Newest first: delivered, then out for delivery, then whatever came before.
  await expect(events.first()).toContainText('Delivered');
  await expect(events.nth(1)).toContainText('Out for delivery');
  await expect(events.nth(1)).toContainText('Bengaluru');

  await page.getByRole('link', { name: 'Order history' }).click();
  const card = page.getByRole('article', { name: `Order #${number}` });
  await expect(card.getByTestId('order-status')).toHaveText('DELIVERED');
  await openOrder(page, card);
  await expect(card.getByTestId('shipment-status')).toHaveText('Delivered');
  await card.getByRole('link', { name: `Track order #${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${orderId}$`));
  await admin.context().close();
});

test('the tracking page asks a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto('/track/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/login$/);
});
