import { expect, test } from '../fixtures';
import { latestLinkFor } from '../support/outbox';
import { adminLogsIn, separatePage, submitLogin, toast } from '../support/session';

test('the owner invites a catalogue member, who sets a password, edits a product and cannot open Orders', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `kavya.${Date.now().toString(36)}@example.in`;
  await adminLogsIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const invite = page.getByRole('region', { name: 'Invite staff' });
  await invite.getByLabel('First name').fill('Kavya');
  await invite.getByLabel('Last name').fill('Rao');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('CATALOGUE');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  const member = page.getByRole('article', { name: 'Kavya Rao' });
  await expect(member.getByText('Invitation sent, password not set yet')).toBeVisible();
  await expect(member.getByLabel('Role of Kavya Rao')).toHaveValue('CATALOGUE');

  // The new member follows the mailed link in a browser of their own.
  await expect.poll(() => latestLinkFor(email, '/staff/accept')).toBeTruthy();
  const kavya = await separatePage(browser, baseURL);
  await kavya.goto(latestLinkFor(email, '/staff/accept') as string);
  await kavya.getByLabel('Password', { exact: true }).fill('kavya-secret');
  await kavya.getByLabel('Confirm password').fill('kavya-secret');
  await kavya.getByRole('button', { name: 'SET PASSWORD' }).click();
  await expect(kavya).toHaveURL(/\/login$/);
  await submitLogin(kavya, email, 'kavya-secret');
  await expect(kavya).toHaveURL(/\/admin\/dashboard$/);

  // The back office shows the catalogue, not the orders, the shop's settings or the staff.
  const nav = kavya.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Coupons' })).toBeVisible();
  for (const hidden of ['Orders', 'Shipping', 'Returns', 'Company Details', 'Staff']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  await nav.getByRole('link', { name: 'Products' }).click();
  await kavya
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const form = kavya.getByRole('dialog', { name: 'Edit Product' });
  await form.getByLabel('Description').fill('Edited by the catalogue team.');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(kavya, 'Product updated successfully!')).toBeVisible();

  await kavya.goto('/admin/orders');
  await expect(kavya.getByRole('alert')).toContainText('You do not have permission to open this page.');

  // Back with the owner: the invitation is taken up, and the owner takes Kavya off the staff.
  await page.reload();
  await expect(member.getByText('Invitation sent, password not set yet')).toHaveCount(0);
  page.once('dialog', (dialog) => dialog.accept());
  await member.getByRole('button', { name: 'Remove Kavya Rao from the staff' }).click();
  await expect(toast(page, 'Kavya Rao is no longer on the staff.')).toBeVisible();
  await expect(member).toHaveCount(0);
  await kavya.context().close();
});
