import { expect, test } from '../fixtures';
import { adminLogsIn } from '../support/session';

test.describe('the store shell', () => {
  test('the home page loads and shows the brand', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('brand-name').first()).toBeVisible();
    await expect(page).toHaveTitle(/.+/);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/products/a/b/c/unknown');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('an unknown auth-shell path shows the not-found page too', async ({ page }) => {
    await page.goto('/login/extra');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('unknown /admin/... and /profile/... paths fall back to the public shell’s not-found page', async ({
    page,
  }) => {
    await adminLogsIn(page);
    for (const path of ['/admin/no-such-screen', '/profile/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/admin/dashboard',
      );
      // The public shell's header, not the back office's top bar or the account sidebar.
      await expect(page.getByTestId('brand-name').first()).toBeVisible();
      await expect(page.getByText(/^Welcome, /)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    }
  });

  test('a visitor without a session is sent from guarded pages to /login', async ({ page }) => {
    for (const path of ['/profile', '/profile/orders', '/checkout', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('unknown API paths answer with a JSON 404', async ({ request }) => {
    const res = await request.get('/api/definitely-not-here');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });
});
