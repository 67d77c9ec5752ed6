import { test as base, expect } from '@playwright/test';
import { type FakeRazorpay, keys, startFakeRazorpay, webhookSecret } from '../../apps/api/test/fake-razorpay';
import { startJourneyServer } from '../server';
import { shopperWithCart, signInBrowser, variantBelow } from '../support/shopper';

/**
 * The other journeys' server takes payments through the simulator: this one starts a shop of its
 * own paid through Razorpay, against the local fake of Razorpay's API, whose checkout.js stand-in
 * the shop's page loads instead of Razorpay's (which cannot load here).
 */
const test = base.extend<object, { razorpayShop: { baseUrl: string; razorpay: FakeRazorpay } }>({
  razorpayShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const razorpay = await startFakeRazorpay();
      const server = await startJourneyServer({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: webhookSecret,
        RAZORPAY_BASE_URL: razorpay.url,
        RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
      });
      await use({ baseUrl: server.baseUrl, razorpay });
      await server.stop();
      await razorpay.close();
    },
    // A second server to start, with its demo catalogue.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ razorpayShop }, use) => {
    await use(razorpayShop.baseUrl);
  },
});

test('a shopper pays through Razorpay Checkout and lands on the success page with the cart empty', async ({
  page,
  request,
  razorpayShop,
}) => {
  const { variant } = await variantBelow(request, 500_000);
  const shopper = await shopperWithCart(request, variant.id);
  await signInBrowser(page, shopper.token);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: shopper.address.addressLine1 })).toBeChecked();
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('button', { name: 'Place Order & Pay' }).click();

  // The shop's own page opens Checkout at once, pre-filled with the shopper.
  await expect(page).toHaveURL(/\/api\/payments\/razorpay\/[0-9a-f-]{36}$/);
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout (test stand-in)' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText(shopper.account.email)).toBeVisible();
  const merchantTransactionId = page.url().split('/').at(-1) as string;
  const order = razorpayShop.razorpay.orderFor(merchantTransactionId);
  expect(order?.amount).toBeGreaterThan(0);
  await expect(
    checkout.getByText(`Rs. ${((order?.amount ?? 0) / 100).toFixed(2)}`, { exact: false }),
  ).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/payment/status\\?merchantTransactionId=${merchantTransactionId}$`),
  );
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
