import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminLogsIn, separatePage } from '../support/session';

interface CategoryNode {
  name: string;
  slug: string;
  subCategories: CategoryNode[];
}

const screenshots = new URL('../screenshots/desktop/', import.meta.url);
async function shoot(page: Page, name: string) {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, screenshots).pathname });
}

async function topCategories(request: APIRequestContext): Promise<CategoryNode[]> {
  return (await (await request.get('/api/categories')).json()) as CategoryNode[];
}

/** The product ids a rail's cards link to. */
async function productIdsIn(rail: Locator): Promise<string[]> {
  const hrefs = await rail
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace('/product/', '')))];
}

test.describe('a home page that sells', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home rails show in-stock products, drawn with the page, under tiles for every category', async ({
    page,
    request,
  }) => {
    const categories = await topCategories(request);
    const landing = `/${categories[0]?.slug}`;
    // Drawn on the server: the rails and banners arrive with the page's HTML.
    const html = await (await request.get(landing)).text();
    expect(html).toContain('New arrivals');
    expect(html).toContain('Deals');

    const askedAfterLoad: string[] = [];
    page.on('request', (asked) => {
      if (/\/api\/(products\?|banners)/.test(asked.url())) askedAfterLoad.push(asked.url());
    });
    await page.goto(landing);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Collection' })).toBeVisible();

    const tiles = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
    await tiles.first().scrollIntoViewIfNeeded();
    await expect(tiles).toHaveText(categories.map((category) => category.name));
    for (const [index, category] of categories.entries())
      await expect(tiles.nth(index)).toHaveAttribute('href', `/products/${category.slug}`);

    const newArrivals = page.getByRole('region', { name: 'New arrivals' });
    await newArrivals.scrollIntoViewIfNeeded();
    const newIds = await productIdsIn(newArrivals);
    expect(newIds.length).toBe(8);
    const deals = page.getByRole('region', { name: 'Deals' });
    await deals.scrollIntoViewIfNeeded();
    const dealIds = await productIdsIn(deals);
    expect(dealIds.length).toBeGreaterThan(0);
    await expect(deals.getByText('Sold out')).toHaveCount(0);
    await expect(newArrivals.getByText('Sold out')).toHaveCount(0);

    // Each card's product is in stock; the deals are discounted, the largest discount first.
    const percentOff: number[] = [];
    for (const id of [...newIds, ...dealIds]) {
      const product = await (await request.get(`/api/products/${id}`)).json();
      expect(product.totalStock, product.name).toBeGreaterThan(0);
      if (dealIds.includes(id)) {
        const best = Math.max(
          ...product.variants
            .filter(
              (variant: { stock: number; discountPrice: string | null }) =>
                variant.stock > 0 && variant.discountPrice,
            )
            .map(
              (variant: { originalPrice: string; discountPrice: string }) =>
                1 - Number(variant.discountPrice) / Number(variant.originalPrice),
            ),
        );
        percentOff.push(best);
      }
    }
    expect(percentOff.every((off) => off > 0)).toBe(true);
    expect(percentOff[0]).toBeGreaterThanOrEqual(percentOff.at(-1) ?? 0);

    // The newest first: the rail follows the product list's newest order.
    const newest = await (await request.get('/api/products?sort=newest&inStock=true&limit=8')).json();
    expect(newIds).toEqual(newest.data.map((product: { id: string }) => product.id));
    expect(askedAfterLoad, 'the page asked again for what it was drawn with').toEqual([]);

    for (const name of ['Shop by category', 'New arrivals', 'Offers', 'Deals']) {
      await page
        .getByRole('region', { name })
        .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await shoot(page, `landing-sells-${name.toLowerCase().replaceAll(' ', '-')}`);
    }
    for (const [name, share] of [
      ['top', 0],
      ['middle', 0.5],
      ['end', 1],
    ] as const) {
      await page.evaluate(
        (at) =>
          window.scrollTo({
            top: (document.body.scrollHeight - window.innerHeight) * at,
            behavior: 'instant',
          }),
        share,
      );
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await shoot(page, `landing-sells-${name}`);
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a banner edited in the back office shows on the home page and leads to its page', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const categories = await topCategories(request);
    await adminLogsIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Banners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Banners' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // A link outside the shop is refused beside its field, before anything is sent.
    await page.getByRole('button', { name: 'Edit Nehru Jackets' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Link').fill('https://elsewhere.example/sale');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      dialog.getByText('Link must be a path inside the shop, such as /products/women.'),
    ).toBeVisible();

    await dialog.getByLabel('Title', { exact: true }).fill('Monsoon Jackets');
    await dialog.getByLabel('Subtitle (optional)').fill('Light layers for the rains');
    await dialog.getByLabel('Link').fill('/products/nehru-jackets');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Banner saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Moved to the top: it is the first banner shoppers see.
    await page.getByRole('button', { name: 'Move Monsoon Jackets up' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Monsoon Jackets');
    await shoot(page, 'admin-banners');

    const shopper = await separatePage(browser, baseURL);
    await shopper.setViewportSize({ width: 1440, height: 900 });
    await shopper.goto(`/${categories[0]?.slug}`);
    const offers = shopper.getByRole('region', { name: 'Offers' }).getByRole('link');
    await offers.first().scrollIntoViewIfNeeded();
    await expect(offers.first()).toContainText('Monsoon Jackets');
    await expect(offers.first()).toContainText('Light layers for the rains');
    await expect(offers.filter({ hasText: 'Nehru Jackets' })).toHaveCount(0);
    await offers.first().click();
    await expect(shopper).toHaveURL(/\/products\/nehru-jackets$/);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Nehru Jackets' })).toBeVisible();

    // Scheduled to start later, it leaves the home page until then.
    await page.getByRole('button', { name: 'Edit Monsoon Jackets' }).click();
    await page.getByRole('dialog').getByLabel('Starts').fill('2099-01-01T09:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Scheduled');
    await expect(list.getByRole('listitem').first()).toContainText('From 1 Jan 2099, 9:00 am');
    await shoot(page, 'admin-banners-scheduled');
    await shopper.goto(`/${categories[0]?.slug}`);
    await expect(shopper.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(2);
    await expect(shopper.getByText('Monsoon Jackets')).toHaveCount(0);

    // Switched off in the back office, it says so in words.
    await page.getByRole('button', { name: 'Edit Monsoon Jackets' }).click();
    await page.getByRole('dialog').getByLabel('Show on the home page').uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Off');
  });

  test('the desktop header opens a category’s menu on hover and from the keyboard', async ({
    page,
    request,
  }) => {
    const [first] = await topCategories(request);
    if (!first) throw new Error('no categories');
    await page.goto(`/products/${first.slug}`);
    const header = page.getByRole('navigation', { name: 'Categories' });
    const category = header.getByRole('link', { name: first.name, exact: true });
    const toggle = header.getByRole('button', { name: `${first.name} categories`, exact: true });
    const sub = first.subCategories[0] as CategoryNode;

    // The page is drawn by the server: a mouse that comes over the link before its code runs opens
    // nothing, so the mouse comes again, as a shopper's would, until the menu opens.
    await expect(async () => {
      await page.mouse.move(700, 800);
      await category.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    const menuLink = header.getByRole('link', { name: sub.name, exact: true });
    await expect(menuLink).toBeVisible();
    await expect(header.getByRole('link', { name: `Shop all ${first.name}` })).toBeVisible();
    await shoot(page, 'mega-menu-open');
    await page.mouse.move(700, 800);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: ArrowDown opens it onto its first link, Tab walks on, Esc closes and returns.
    await category.focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: sub.subCategories[0]?.name, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(category).toBeFocused();
    await expect(menuLink).toBeHidden();

    // Enter on the arrow button opens it; a link in it goes to that category's products.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menuLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${sub.slug}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
