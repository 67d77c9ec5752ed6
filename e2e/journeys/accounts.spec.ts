import { expect, test } from '../fixtures';
import { fillAddress } from '../support/address-form';
import { latestCodeFor } from '../support/outbox';
import { submitLogin } from '../support/session';
import { fillRegistration, newShopperAccount } from '../support/shopper';

test('a shopper registers, manages the account, forgets the password and gets back in', async ({ page }) => {
  const firstPassword = 'cotton-kurta';
  const secondPassword = 'silk-saree-2';
  const finalPassword = 'linen-shirt-3';
  const account = newShopperAccount({ password: firstPassword });
  const { username, email } = account;

  // Register; a short password is stopped in the browser first.
  await page.goto('/register');
  await fillRegistration(page, { ...account, password: '12345' });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Password must be at least 6 characters long.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
  await page.getByLabel('Password').fill(firstPassword);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A guarded page sends the visitor to log in and back again afterwards.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, username, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials.');
  await submitLogin(page, username.toUpperCase(), firstPassword);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'PROFILE', exact: true })).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  await expect(page.getByText('Not provided')).toBeVisible();

  // Edit the profile.
  await page.getByRole('link', { name: 'EDIT PROFILE' }).click();
  await page.getByLabel('First name').fill('Meenakshi');
  await page.getByLabel('Mobile (optional)').fill('9876543210');
  await page.getByLabel('Date of birth (optional)').fill('1990-07-04');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
  await page.getByRole('link', { name: 'PROFILE', exact: true }).click();
  await expect(page.getByText('Meenakshi Iyer')).toBeVisible();
  await expect(page.getByText('9876543210')).toBeVisible();
  await expect(page.getByText('July 4, 1990')).toBeVisible();

  // Two addresses; the first becomes the default, then the second is made default.
  await page.getByRole('link', { name: 'ADDRESS BOOK' }).click();
  await expect(page.getByText('There is no registered shipping address.')).toBeVisible();
  await page.getByRole('button', { name: 'REGISTER A NEW ADDRESS' }).click();
  const dialog = page.getByRole('dialog');
  // The recipient starts as the account's name and mobile.
  await expect(dialog.getByLabel('Full name')).toHaveValue('Meenakshi Iyer');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('9876543210');
  await fillAddress(dialog, {
    fullName: 'Meenakshi Iyer',
    phone: '98765 43210',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '5600',
  });
  await dialog.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog.getByText('Pincode must be a 6-digit number.')).toBeVisible();
  await dialog.getByLabel('Pincode').fill('560001');
  await dialog.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(page.getByText('Address saved successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const home = page.getByRole('listitem', { name: '12 MG Road' });
  await expect(home.getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'REGISTER A NEW ADDRESS' }).click();
  await fillAddress(dialog, {
    fullName: 'Meenakshi Iyer',
    phone: '+91 98300 12345',
    line1: '7 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  });
  await dialog.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(dialog).toBeHidden();
  const office = page.getByRole('listitem', { name: '7 Park Street' });
  await expect(office.getByText('Default', { exact: true })).toBeHidden();
  await office.getByRole('button', { name: 'Set as default' }).click();
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toBeHidden();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Edit' }) });
  await expect(cards.first()).toHaveAccessibleName('7 Park Street');

  await page.getByRole('link', { name: 'PROFILE', exact: true }).click();
  await expect(page.getByText('700016')).toBeVisible();
  await expect(page.getByText('7 Park Street')).toBeVisible();

  // Delete the old one after confirming.
  await page.getByRole('link', { name: 'ADDRESS BOOK' }).click();
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete the address starting with "12 MG Road"?');
    void confirm.accept();
  });
  await home.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted.')).toBeVisible();
  await expect(home).toBeHidden();

  // Change the password: a wrong current one is refused, then it works and this tab stays signed in.
  await page.getByRole('link', { name: 'CHANGE MY PASSWORD' }).click();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill(secondPassword);
  await page.getByRole('button', { name: 'CHANGE PASSWORD', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');
  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByLabel('New password').fill('123');
  await page.getByRole('button', { name: 'CHANGE PASSWORD', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('New password must be at least 6 characters long.');
  await page.getByLabel('New password').fill(secondPassword);
  await page.getByRole('button', { name: 'CHANGE PASSWORD', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'CHANGE MY PASSWORD' })).toBeVisible();

  // Log out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/profile/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Forgot password: the code comes from the outbox.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('link', { name: 'BACK TO LOGIN' })).toHaveAttribute('href', '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await expect.poll(() => latestCodeFor(email)).toMatch(/^\d{6}$/);
  const code = latestCodeFor(email) as string;

  await page.getByLabel('One-time code').fill(code);
  await page.getByLabel('New password').fill(finalPassword);
  await page.getByLabel('Confirm password').fill(`${finalPassword}x`);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm password').fill(finalPassword);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Please log in\.$/)).toBeVisible();

  // The password from before the reset no longer works; the new one does.
  await submitLogin(page, email, secondPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials.');
  await submitLogin(page, email.toUpperCase(), finalPassword);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page.getByText('Meenakshi Iyer')).toBeVisible();
});

test('an admin lands on the dashboard after logging in', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'ADMIN', process.env.E2E_ADMIN_PASSWORD ?? '');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
