import type { StorePolicies } from '@vastra/contract/store-policies';
import { expect, test } from '../fixtures';
import { adminLogsIn, separatePage, toast } from '../support/session';

test('the admin names a grievance officer; a shopper finds them and the return window from the footer', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const admin = await separatePage(browser, baseURL);
  await adminLogsIn(admin);
  await admin.goto('/admin/company-details');
  await admin.getByLabel("Officer's name").fill('Asha Rao');
  await admin.getByLabel("Officer's email").fill('grievance@vastra.example');
  await admin.getByLabel("Officer's phone").fill('+91 98450 12345');
  await admin.getByRole('button', { name: 'Save Details' }).click();
  await expect(toast(admin, 'Company details updated successfully!')).toBeVisible();

  const policies = (await (await request.get('/api/store-policies')).json()) as StorePolicies;
  const days = policies.returns.windowDays;

  await page.goto('/');
  // Home's welcome goes on to the first category after a second; a click before then can be overtaken.
  await expect(page).not.toHaveURL(new URL('/', baseURL).href);
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  await help.getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(/\/policies\/contact$/);
  await expect(page.getByRole('heading', { name: 'Grievance Officer', exact: true })).toBeVisible();
  await expect(page.getByText('Asha Rao')).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@vastra.example' })).toHaveAttribute(
    'href',
    'mailto:grievance@vastra.example',
  );
  await expect(page.getByText(/within 48 hours and resolve it within one month/)).toBeVisible();

  await help.getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  await expect(
    page.getByText(
      days === 0
        ? 'We do not take returns or exchanges at the moment.'
        : `You can ask to return or exchange an item within ${days} days of delivery.`,
    ),
  ).toBeVisible();

  await help.getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page.getByText('Shipping is free on every order, across India.')).toBeVisible();
});

test('the sign-in pages’ Contact Us & FAQ and Return Policy links open the policy pages', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us & FAQ' }).click();
  await expect(page).toHaveURL(/\/policies\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us & Grievance Officer' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
});
