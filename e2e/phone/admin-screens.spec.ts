import { expect, test } from '../fixtures';
import { expectInsideScreenWidth } from '../support/phone-checks';
import { checkScreen, pageWithToken, prepareShop, walksThrough } from '../support/phone-screens';

const shop = walksThrough(prepareShop);

test('the admin screens fit the phone', async ({ browser, baseURL }, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop().adminToken);
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
