import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addAddressAtCheckout, checkOutFromDrawer, placeCodOrder } from '../support/checkout';
import { setCodSettings } from '../support/cod-confirmation';
import { openOrder } from '../support/order-history';
import { latestSmsCodeFor, latestSmsLinkFor } from '../support/outbox';
import { chooseSize } from '../support/product-page';
import { adminLogsIn, separatePage, toast } from '../support/session';
import { type CatalogueProduct, pricePaise, rupees } from '../support/shopper';

test('a shopper signs up with a mobile and the code texted to it, and orders cash on delivery', async ({
  page,
  request,
}) => {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await signUpWithMobile(page, mobile);
  await page.goto('/profile');
  await expect(page.getByText('Hello, Lakshmi')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: mobile })).toContainText('Verified');
  expect((await orderByCod(page, request, mobile)).orderNumber).toMatch(/^[0-9a-f]{8}$/);
});

test('the shop asks a COD shopper to confirm and charges a COD fee: the fee is in every total, the texted link confirms it and the admin sees Confirmed', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await separatePage(browser, baseURL);
  await adminLogsIn(admin);
  await admin.goto('/admin/company-details');
  const section = admin.getByRole('region', { name: 'Cash on delivery' });
  await section.getByLabel('Ask shoppers to confirm cash on delivery orders').check();
  await section.getByLabel('COD fee (₹)').fill('49');
  await section.getByRole('button', { name: 'Save cash on delivery' }).click();
  await expect(toast(admin, 'Cash on delivery settings saved.')).toBeVisible();
  try {
    const mobile = `8${String(Date.now()).slice(-9)}`;
    await signUpWithMobile(page, mobile);
    const codFee = 4900;
    const { orderNumber, totalPaise } = await orderByCod(page, request, mobile, codFee);

    await expect.poll(() => latestSmsLinkFor(mobile, '/cod/')).toBeTruthy();
    await page.goto(latestSmsLinkFor(mobile, '/cod/') as string);
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText(`Order #${orderNumber}`)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: rupees(totalPaise) })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: rupees(codFee) })).toBeVisible();
    await expect(page.getByText('COD fee (included)')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();

    await admin.goto('/admin/orders');
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(`#${orderNumber}`);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: orderNumber as string });
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
    await expect(admin.getByTestId('order-details-cod-fee')).toHaveText(rupees(codFee));
  } finally {
    await setCodSettings(request, { codConfirmation: 'OFF', codFee: '0.00' });
  }
});

/** A new shopper signs up with `mobile` and the code texted to it, as Lakshmi Nair. */
async function signUpWithMobile(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with mobile' }).click();
  await page.getByLabel('Mobile number').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expect.poll(() => latestSmsCodeFor(mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(latestSmsCodeFor(mobile) as string);
  await page.getByRole('button', { name: 'VERIFY' }).click();

  // A new number: the shop asks for a name to make the account, the code still good.
  await expect(page.getByText('Please tell us your name to create your account.')).toBeVisible();
  await page.getByLabel('First name').fill('Lakshmi');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * The signed-in shopper orders a demo product cash on delivery to Kochi, `mobile` on the address; its
 * number and total. With a COD fee, checkout shows it and the total with it before the order is
 * placed, and the order in ORDER HISTORY shows them too.
 */
async function orderByCod(page: Page, request: APIRequestContext, mobile: string, codFeePaise = 0) {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  const product = data.find((p) => p.variants.some((v) => v.stock > 3));
  if (!product) throw new Error('The demo catalogue has no product in stock');
  const variant = product.variants.find((v) => v.stock > 3);
  // A fresh page load checks the stored session first; until then the shopper counts as a guest.
  const sessionChecked = page.waitForResponse('**/api/auth/me');
  await page.goto(`/product/${product.id}`);
  await sessionChecked;
  await chooseSize(page, variant?.size);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await checkOutFromDrawer(page, product.name);
  await addAddressAtCheckout(page, {
    fullName: 'Lakshmi Nair',
    phone: mobile,
    line1: '4 Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682031',
  });
  if (!variant) throw new Error(`${product.name} has no variant in stock`);
  const totalPaise = pricePaise(variant) + codFeePaise;
  if (codFeePaise > 0) {
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText('COD fee', { exact: true })).toBeVisible();
    await expect(summary.getByTestId('checkout-total-cod-fee')).toHaveText(rupees(codFeePaise));
    await expect(summary.getByTestId('checkout-total')).toHaveText(rupees(totalPaise));
    await expect(summary.getByText('Shipping', { exact: true }).locator('..')).toContainText('FREE');
  }
  const orderNumber = await placeCodOrder(page, product.name);
  const order = page.getByRole('article', { name: `Order #${orderNumber}` });
  await openOrder(page, order);
  await expect(order.getByTestId('order-total')).toHaveText(rupees(totalPaise));
  if (codFeePaise > 0) await expect(order.getByTestId('order-cod-fee')).toHaveText(rupees(codFeePaise));
  return { orderNumber, totalPaise };
}
