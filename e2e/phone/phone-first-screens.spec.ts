import { expect, test } from '../fixtures';
import { setCodSettings } from '../support/cod-confirmation';
import { latestSmsCodeFor, latestSmsLinkFor } from '../support/outbox';
import {
  expectBarsCoverNothing,
  expectNoSidewaysScroll,
  expectTargetsBigEnough,
  expectThumbSized,
} from '../support/phone-checks';
import { type CatalogueProduct, registerShopper, shopperWithCart, signInBrowser } from '../support/shopper';

test('signing in with a mobile and verifying the profile’s mobile fit the phone', async ({
  page,
  request,
}) => {
  const check = async (mainAction: ReturnType<typeof page.getByRole>) => {
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectTargetsBigEnough(page);
    await expectThumbSized(mainAction);
    await expectBarsCoverNothing(page);
  };
  const mobile = `8${String(Date.now()).slice(-9)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with mobile' }).click();
  await check(page.getByRole('button', { name: 'SEND CODE' }));
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await expect.poll(() => latestSmsCodeFor(mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(latestSmsCodeFor(mobile) as string);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await check(page.getByRole('button', { name: 'CREATE ACCOUNT' }));

  const shopper = await registerShopper(request);
  await request.put('/api/users/profile', {
    headers: shopper.headers,
    data: {
      firstName: shopper.account.firstName,
      lastName: shopper.account.lastName,
      mobile: `7${mobile.slice(1)}`,
    },
  });
  await signInBrowser(page, shopper.token);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Verify mobile' }).click();
  await expect(page.getByLabel('Code sent by SMS')).toBeVisible();
  await check(page.getByRole('button', { name: 'Verify', exact: true }));
});

test('checkout with a COD fee and the page a COD shopper confirms their order on fit the phone', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  const variant = data.flatMap((product) => product.variants).find((v) => v.stock > 3);
  if (!variant) throw new Error('The demo catalogue has no product in stock');
  await setCodSettings(request, { codConfirmation: 'ON', codFee: '49.00' });
  try {
    const shopper = await shopperWithCart(request, variant.id);
    await signInBrowser(page, shopper.token);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total-cod-fee')).toHaveText('Rs. 49.00');
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectTargetsBigEnough(page);
    await expectThumbSized(page.getByRole('button', { name: 'Place Order & Pay' }));
    await expectBarsCoverNothing(page);

    const placed = await request.post('/api/orders/place', {
      headers: shopper.headers,
      data: { addressId: shopper.address.id, paymentMethod: 'COD' },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { order: { id: string } }).order.id;
    const phone = shopper.address.phone as string;
    await expect.poll(() => latestSmsLinkFor(phone, '/cod/')).toContain(orderId);
    await page.goto(latestSmsLinkFor(phone, '/cod/') as string);
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    await expect(page.getByText('COD fee (included)')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectTargetsBigEnough(page);
    await expectThumbSized(page.getByRole('button', { name: 'Confirm order' }));
    await expectBarsCoverNothing(page);
  } finally {
    await setCodSettings(request, { codConfirmation: 'OFF', codFee: '0.00' });
  }
});
