import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Product } from '@vastra/contract/catalogue';
import { effectivePrice, featuredVariant } from '@vastra/contract/featured-offer';
import { expect, test } from '../fixtures';
import { chooseSize } from '../support/product-page';

function featuredOffer(product: Product) {
  const featured = featuredVariant(product.variants);
  if (!featured) throw new Error(`${product.name} has no variants`);
  return featured;
}

const rupees = (amount: string) =>
  `Rs. ${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('shopper pages arrive with their content, before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a category list shows its products with their prices', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/products/category/mens-shirts?limit=3')).json()) as {
      data: Product[];
    };
    expect(data.length).toBeGreaterThan(0);
    await page.goto('/products/mens-shirts');
    await expect(page.getByRole('heading', { level: 1, name: "Men's Shirts" })).toBeVisible();
    for (const product of data) {
      const card = page.getByRole('listitem').filter({ hasText: product.name });
      await expect(card.first()).toBeVisible();
      await expect(card.first()).toContainText(rupees(effectivePrice(featuredOffer(product))));
    }
  });

  test('a product page shows its name, price and description', async ({ page, request }) => {
    const listed = await demoProduct(request);
    if (!listed) throw new Error('The demo catalogue has no products');
    const product = (await (await request.get(`/api/products/${listed.id}`)).json()) as Product;
    // The page opens on its featured offer (the card's price).
    const featured = featuredOffer(product);
    await page.goto(`/product/${listed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(rupees(effectivePrice(featured))).first()).toBeVisible();
    await expect(page.getByText(product.description?.slice(0, 40) ?? '')).toBeVisible();
    await expect(page.getByText('No reviews yet. Customers who received it can rate it.')).toBeVisible();
  });

  test('a drawn page carries its styles, with no stylesheet to wait for', async ({ request }) => {
    const html = await (await request.get('/products/mens-shirts')).text();
    expect(html).toMatch(/<style>[^<]*\.sr-only/);
    expect(html).not.toContain('rel="stylesheet"');
  });

  test('a legal page shows its title and text', async ({ page, request }) => {
    const legal = (await (await request.get('/api/legal-pages/slug/privacy-policy')).json()) as {
      title: string;
    };
    await page.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.locator('.legal-content p').first()).not.toBeEmpty();
  });
});

/** Errors the page throws, and React's reports of markup it could not take over as drawn. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test('a server-drawn page comes alive in the browser without asking the API again', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const errors = collectPageErrors(page);
  await page.goto('/products/mens-shirts');
  // Interactive: the sort control works, which only the browser's React can do.
  await page.getByRole('combobox', { name: /sort/i }).first().selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(apiCalls.filter((url) => !url.includes('sort=price_asc'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a drawn product page comes alive as drawn, its reviews drawn with it', async ({ page, request }) => {
  const product = await demoProduct(request);
  if (!product) throw new Error('The demo catalogue has no products');
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });
  const errors = collectPageErrors(page);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
  await expect(page.getByText('No reviews yet. Customers who received it can rate it.')).toBeVisible();
  // Interactive: a size can be chosen, which only the browser's React can do.
  await chooseSize(page);
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

/**
 * Holds the storefront's code back until `release()`, as a slow connection would: the page the
 * server drew is on screen, and nothing has taken it over yet.
 */
async function holdStorefrontCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a shopper does before a drawn page comes alive is done once it has', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const releaseListing = await holdStorefrontCode(page);
  await page.goto('/products/mens-shirts', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: /sort/i }).first().selectOption('price_asc');
  expect(page.url()).not.toContain('sort=');
  releaseListing();
  await expect(page).toHaveURL(/sort=price_asc/);

  // A product tapped then opens as the app opens it, not as a new page load.
  await page.unrouteAll();
  const pageLoads: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') pageLoads.push(sent.url());
  });
  const releaseList = await holdStorefrontCode(page);
  await page.goto('/products/mens-shirts', { waitUntil: 'domcontentloaded' });
  const last = page.locator('main a[href^="/product/"]').last();
  await last.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(0);
  await last.click();
  expect(page.url()).toMatch(/\/products\/mens-shirts$/);
  releaseList();
  await expect(page).toHaveURL(/\/product\//);
  expect(pageLoads).toEqual([expect.stringMatching(/\/products\/mens-shirts$/)]);
  // Going back returns to where the list was scrolled before its code ran.
  await page.goBack();
  await expect(page).toHaveURL(/\/products\/mens-shirts$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // On a product page: a size, then ADD TO CART, in that order (a guest is asked to log in).
  await page.unrouteAll();
  const product = await demoProduct(request);
  if (!product) throw new Error('The demo catalogue has no products');
  const releaseProduct = await holdStorefrontCode(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
  const size = page.getByRole('group', { name: 'Select Size' }).locator('button:not([title])').first();
  if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeHidden();
  releaseProduct();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('pending-item') ?? '{}'));
  expect(pending.state.pendingCartItem).toEqual({ productVariantId: expect.any(String), quantity: 1 });
  expect(errors).toEqual([]);
});

test('words typed into a drawn page before its code runs are what its buttons then use', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  if (!product) throw new Error('The demo catalogue has no products');
  const releaseProduct = await holdStorefrontCode(page);
  await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('Pincode').fill('560001');
  releaseProduct();
  await page.waitForFunction(() => !('__vastraEarlyInput' in window));
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Cash on delivery available')).toBeVisible();
  await expect(check.getByLabel('Pincode')).toHaveValue('560001');

  await page.unrouteAll();
  const releaseSearch = await holdStorefrontCode(page);
  await page.goto('/search?q=zzqqxxyy', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Try another search' }).fill('shirt');
  releaseSearch();
  await page.waitForFunction(() => !('__vastraEarlyInput' in window));
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
});

/**
 * Opens a product page with its code held back, makes the `early` tap, then lets the code in on a
 * slow phone (taking the page over then lasts a second or more) and makes the `meanwhile` tap once
 * React listens (it has marked the root); resolves when every tap has been played back (the
 * recorder is gone).
 */
async function tapWhileTakenOver(page: Page, productId: string, early: Locator, meanwhile: Locator) {
  const release = await holdStorefrontCode(page);
  await page.goto(`/product/${productId}`, { waitUntil: 'domcontentloaded' });
  await early.click();
  const box = await meanwhile.boundingBox();
  if (!box) throw new Error('The second tap has nothing to land on');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  release();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  // Straight at the screen: a locator's checks would wait on the busy page until it is all done.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForFunction(() => !('__vastraEarlyInput' in window));
  await page.unrouteAll();
}

test('taps made while a drawn page is being taken over count once, after the earlier ones', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Product[] };
  const product = data.find(
    (candidate) =>
      new Set(candidate.variants.map((v) => v.color)).size > 1 &&
      candidate.variants.every((v) => v.stock >= 3),
  );
  if (!product) throw new Error('The demo catalogue has no product in two colours with 3 of each in stock');
  const errors = collectPageErrors(page);
  const colours = page.getByRole('group', { name: /^Colour/ });
  const colour = (name: string) => colours.getByRole('button', { name, exact: true });
  const opening = product.variants.find((v) => v.stock > 0)?.color ?? '';
  const other = product.variants.find((v) => v.color !== opening)?.color ?? '';

  // The colour tapped last is the one shown, though React saw that tap before the earlier one's turn.
  await tapWhileTakenOver(page, product.id, colour(other), colour(opening));
  await expect(colour(opening)).toHaveAttribute('aria-pressed', 'true');
  await expect(colour(other)).toHaveAttribute('aria-pressed', 'false');

  // "+" tapped before and while: 1 + 2, each tap once.
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await tapWhileTakenOver(page, product.id, more, more);
  await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('3');
  expect(errors).toEqual([]);
});

test('the home page’s welcome gives way to the landing view without the page jumping', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/[a-z-]+$/);
  await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  // Core Web Vitals call a page stable below 0.1.
  expect(shifted).toBeLessThan(0.1);
});

test('a shopper who scrolls a drawn page before its code runs is left where they scrolled', async ({
  page,
}) => {
  // The page's code is held back until the shopper has scrolled, as on a slow phone connection.
  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/mens-shirts', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: "Men's Shirts" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  // The app has taken the page over once it manages scrolling itself.
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(errors).toEqual([]);
});

/**
 * A product of the demo store on sale, with its description and a size in stock: the journeys before
 * this one add products of their own (drafts, a sold-out size, one without a description).
 */
async function demoProduct(request: APIRequestContext): Promise<Product | undefined> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Product[] };
  return data.find(
    (product) => (product.description?.length ?? 0) >= 40 && product.variants.every((v) => v.stock > 0),
  );
}
