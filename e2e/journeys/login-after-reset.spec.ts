import { expect, test } from '../fixtures';
import { holdRequests } from '../support/held-requests';
import { latestCodeFor } from '../support/outbox';
import { newShopperAccount, registerShopper } from '../support/shopper';

test('text typed into /login straight after a reset, with the session check and any page code held, is kept and signs in', async ({
  page,
  request,
}) => {
  const { account, token } = await registerShopper(
    request,
    newShopperAccount({ firstName: 'Anu', lastName: 'Das', password: 'first-pass' }),
  );
  const { email } = account;

  // The shopper signed in on this browser before, so its token is still stored; the app's check of
  // it (GET /auth/me) is held until the login form has been typed into.
  const sessionCheck = await holdRequests(page, '**/api/auth/me');
  await page.goto('/forgot-password');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
  await page.reload();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await expect.poll(() => latestCodeFor(email)).toMatch(/^\d{6}$/);
  await page.getByLabel('One-time code').fill(latestCodeFor(email) as string);
  await page.getByLabel('New password').fill('second-pass');
  await page.getByLabel('Confirm password').fill('second-pass');

  // Any code the page asks for from the reset on is held too, as a busy machine would be slow to send it.
  const pageCode = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const identifier = page.getByLabel('Email or username');
  const password = page.getByLabel('Password', { exact: true });
  await expect(identifier, 'the login form is drawn without the code held after the reset').toBeVisible();
  await identifier.pressSequentially(email);
  await password.fill('second-pass');

  expect(sessionCheck.held).toHaveLength(1);
  pageCode.release();
  sessionCheck.release();
  // The reset ended the stored session: its check answers 401 and the app forgets the token.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(identifier).toHaveValue(email);
  await expect(password).toHaveValue('second-pass');

  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Hello, Anu')).toBeVisible();
});
