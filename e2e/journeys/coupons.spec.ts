import { expect, test } from '../fixtures';
import { adminLogsIn, toast } from '../support/session';

test('an admin creates a coupon, is told what is wrong with it, then pauses and resumes it', async ({
  page,
}) => {
  const code = `FESTIVE${Date.now().toString(36).toUpperCase()}`;
  await adminLogsIn(page);
  await page.getByRole('link', { name: 'Coupons', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  // The demo store's codes are listed with how often they were used.
  await expect(page.getByRole('row').filter({ hasText: 'WELCOME10' })).toContainText('First order only');

  await test.step('the form says what is wrong beside the field, in the server’s words', async () => {
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const form = page.getByRole('dialog', { name: 'Add Coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Percent off').fill('150');
    await form.getByLabel('Maximum discount (₹)').fill('300');
    await form.getByLabel('Minimum order value (₹)').fill('999');
    await form.getByLabel('Total uses').fill('50');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('A percentage can be at most 100.')).toBeVisible();
    await expect(form.getByLabel('Percent off')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Percent off').fill('15');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form).toBeHidden();
    await expect(toast(page, `Coupon ${code} created.`)).toBeVisible();
  });

  const row = page.getByRole('row').filter({ hasText: code });
  await test.step('the new code is listed, live and unused', async () => {
    await expect(row).toContainText('15% off, up to ₹300.00');
    await expect(row).toContainText('Orders from ₹999.00');
    await expect(row.getByRole('cell').nth(2)).toHaveText('0 / 50');
    await expect(row).toContainText('Active');
  });

  await test.step('a second code with the same letters in another case is refused on the code field', async () => {
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const form = page.getByRole('dialog', { name: 'Add Coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent off').fill('5');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(
      form.getByText(`There is already a coupon with the code ${code.toLowerCase()}.`),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('pausing takes it out of use, and it stays paused after a reload', async () => {
    await row.getByRole('button', { name: `Pause ${code}` }).click();
    await expect(toast(page, `${code} is paused.`)).toBeVisible();
    await expect(row).toContainText('Paused');
    await page.reload();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: `Resume ${code}` }).click();
    await expect(toast(page, `${code} is live again.`)).toBeVisible();
    await expect(row).toContainText('Active');
  });
});
