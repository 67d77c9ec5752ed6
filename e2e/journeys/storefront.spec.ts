import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chooseSize } from '../support/product-page';

interface CategoryNode {
  name: string;
  slug: string;
  subCategories: CategoryNode[];
}
interface VariantBody {
  color: string;
  stock: number;
}
interface ProductBody {
  id: string;
  name: string;
  variants: VariantBody[];
}

const screenshots = new URL('../screenshots/', import.meta.url);
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};

async function firstTopCategory(request: APIRequestContext): Promise<CategoryNode> {
  const categories = (await (await request.get('/api/categories')).json()) as CategoryNode[];
  const first = categories[0];
  if (!first) throw new Error('The demo catalogue has no categories');
  return first;
}

/**
 * A product with two colours or more, and a colour other than the one the page opens on that
 * comes in two sizes in stock (the page opens on the first variant in stock).
 */
async function productWithChoices(
  request: APIRequestContext,
): Promise<{ product: ProductBody; colour: string }> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: ProductBody[] };
  for (const product of data) {
    const opening = product.variants.find((v) => v.stock > 0)?.color;
    const colour = [...new Set(product.variants.map((v) => v.color))].find(
      (c) => c !== opening && product.variants.filter((v) => v.color === c && v.stock > 0).length > 1,
    );
    if (opening && colour) return { product, colour };
  }
  throw new Error('The demo catalogue has no product with several colours and sizes');
}

async function shoot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, screenshots).pathname });
}

test.describe('a guest browsing the storefront', () => {
  test('home goes to the first category hero, then into the category and a product', async ({
    page,
    request,
  }) => {
    const top = await firstTopCategory(request);
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${top.slug}$`));
    await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first(),
    ).toHaveAttribute('href', `/${top.slug}`);

    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${top.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    if (top.subCategories.length > 0) {
      await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    }

    const firstCard = page.getByRole('article').first();
    const productName = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText(/^MRP Rs\. [\d,]+\.\d{2} inclusive of all taxes$/)).toBeVisible();
  });

  test('a card whose variants cost different amounts says From, and its page opens at that price', async ({
    page,
    request,
  }) => {
    const top = await firstTopCategory(request);
    await page.goto(`/products/${top.slug}`);
    const card = page
      .getByRole('article')
      .filter({ hasText: /From Rs\. / })
      .first();
    await expect(card).toBeVisible();
    const promised = /From (Rs\. [\d,]+\.\d{2})/.exec((await card.textContent()) ?? '')?.[1] ?? '';
    expect(promised).not.toBe('');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.locator('main').getByText(promised, { exact: true }).first()).toBeVisible();
  });

  test('changing colour and size picks another variant and starts the quantity again at 1', async ({
    page,
    request,
  }) => {
    const { product, colour } = await productWithChoices(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const quantity = page.getByRole('status', { name: 'Quantity' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText('2');

    const colourGroup = page.getByRole('group', { name: /^Colour/ });
    await colourGroup.getByRole('button', { name: colour, exact: true }).click();
    await expect(colourGroup.getByRole('button', { name: colour, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(colourGroup).toContainText(colour);
    await expect(quantity).toHaveText('1');

    // Another size of that colour in stock (a sold-out size carries a title saying so).
    const sizes = page.getByRole('group', { name: 'Select Size' });
    const otherSize = sizes.locator('button[aria-pressed="false"]:not([title])').first();
    const sizeName = (await otherSize.textContent()) ?? '';
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await otherSize.click();
    await expect(sizes.getByRole('button', { name: sizeName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(quantity).toHaveText('1');
    await expect(page.getByTestId('stock-badge')).toHaveText('In Stock');
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  });

  test('a guest adding to the cart is asked to log in and the item waits as pending', async ({
    page,
    request,
  }) => {
    const { product } = await productWithChoices(request);
    await page.goto(`/product/${product.id}`);
    await chooseSize(page);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please go to the login page.')).toBeVisible();
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('pending-item') ?? '{}'));
    expect(pending.state.pendingCartItem).toEqual({ productVariantId: expect.any(String), quantity: 1 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the bottom bar asks a guest to log in before opening the profile', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Profile' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
  });

  test('search forgives a typo and opens the product found', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByPlaceholder('Search by keyword');
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await box.fill('jaket');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    const hits = page.getByRole('dialog', { name: 'Search' }).getByRole('link');
    await expect(hits.first()).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);
    await expect(hits.first()).toContainText(/jacket/i);
    await hits.first().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByPlaceholder('Search by keyword')).toHaveValue('');
    await page.getByPlaceholder('Search by keyword').fill('zzqqxxyy');
    await expect(page.getByText('No products found for "zzqqxxyy".')).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay.getByRole('heading', { name: 'Browse a category instead' })).toBeVisible();
    await overlay.getByRole('button', { name: 'Try another search' }).click();
    await expect(page.getByPlaceholder('Search by keyword')).toHaveValue('');
    await expect(page.getByPlaceholder('Search by keyword')).toBeFocused();
    await expect(overlay.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });

  test('search waits 500 ms after the second key before asking, the first searchable term too', async ({
    page,
  }) => {
    await page.goto('/legal/privacy-policy');
    await page.getByRole('button', { name: 'Search' }).click();
    const asked: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products/search') asked.push(url.searchParams.get('q'));
    });
    const box = page.getByPlaceholder('Search by keyword');
    // Both moments are read on the page's own clock: the test process may hear of a key late.
    await box.evaluate((input) => {
      const keys: number[] = [];
      Object.assign(window, { __keysLanded: keys });
      input.addEventListener('input', () => keys.push(performance.now()));
    });
    await box.press('k');
    await box.press('u');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect.poll(() => asked).toEqual(['ku']);
    // A fetch enters the page's resource timings once its answer is in.
    const waited = () =>
      page.evaluate(() => {
        const keys = (window as unknown as { __keysLanded: number[] }).__keysLanded;
        const search = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/api/products/search');
        return search && keys[1] !== undefined ? search.startTime - keys[1] : undefined;
      });
    await expect.poll(waited).toBeDefined();
    // 5 ms for the browser rounding its clock and its timers.
    expect(await waited()).toBeGreaterThanOrEqual(495);
  });

  test('a legal page shows its title and content, with links opening in a new tab', async ({
    page,
    request,
  }) => {
    const legal = (await (await request.get('/api/legal-pages/slug/privacy-policy')).json()) as {
      title: string;
    };
    await page.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    for (const link of await page.locator('.legal-content a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    await page.goto('/legal/no-such-page');
    await expect(page.getByText('Page not found.')).toBeVisible();
  });

  test('a product opens at its top, and going back returns to where the list was left', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/products/mens-shirts');
    const last = page.locator('main a[href^="/product/"]').last();
    await last.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await last.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/mens-shirts/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('unknown paths, categories and products say so', async ({ page }) => {
    await page.goto('/no/such/path');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/no-such-category');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/products/no-such-category');
    await expect(page.getByText('Category not found.')).toBeVisible();
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Product not found.')).toBeVisible();
  });

  test('screenshots of the hero, category and product pages at phone and desktop widths', async ({
    page,
    request,
  }) => {
    const top = await firstTopCategory(request);
    const { product } = await productWithChoices(request);
    for (const [device, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto(`/${top.slug}`);
      await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `hero-${device}`);
      await page.goto(`/products/${top.slug}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `category-${device}`);
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `product-${device}`);
    }
  });
});
