import { expect, test } from '../fixtures';

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
