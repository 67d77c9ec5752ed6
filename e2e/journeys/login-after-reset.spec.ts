import { expect, test } from '../fixtures';
import { latestCodeFor } from '../support/outbox';

test('the email typed into /login as soon as it appears after a reset is still there at LOGIN', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `reset_${tag}@example.in`;
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Anu', lastName: 'Das', username: `reset_${tag}`, email, password: 'first-pass' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(page.getByLabel('One-time code')).toBeVisible();
  await expect.poll(() => latestCodeFor(email)).toMatch(/^\d{6}$/);
  await page.getByLabel('One-time code').fill(latestCodeFor(email) as string);
  await page.getByLabel('New password').fill('second-pass');
  await page.getByLabel('Confirm password').fill('second-pass');
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();

  const identifier = page.getByLabel('Email or username');
  await identifier.pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).fill('second-pass');
  await page.waitForLoadState('networkidle');
  await expect(identifier).toHaveValue(email);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});
