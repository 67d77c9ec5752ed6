import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { makeZip } from '../../apps/api/test/zip';
import { expect, test } from '../fixtures';
import { adminLogsIn } from '../support/session';

interface CategoryNode {
  name: string;
  subCategories: CategoryNode[];
}

/** The path ("Men > Shirts") of the shop's first final category. */
async function aFinalCategoryPath(request: APIRequestContext): Promise<string> {
  const walk = (nodes: CategoryNode[], above: string[]): string | null => {
    for (const node of nodes) {
      const here = [...above, node.name];
      if (node.subCategories.length === 0) return here.join(' > ');
      const found = walk(node.subCategories, here);
      if (found) return found;
    }
    return null;
  };
  const path = walk((await (await request.get('/api/categories')).json()) as CategoryNode[], []);
  if (!path) throw new Error('The demo shop has no final category');
  return path;
}

/** What the shopper's search overlay finds for `term`. */
async function shopperSearches(page: Page, term: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const answered = page.waitForResponse((response) => response.url().includes('/api/products/search?q='));
  await page.getByPlaceholder('Search by keyword').fill(term);
  await answered;
  await expect(page.getByText('Search Results')).toBeVisible();
  await expect(page.getByText('Searching...')).toHaveCount(0);
}

/** A full-page picture of the screen at a wide desktop's 1440 px, for a person to look over. */
const screenshot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const folder = new URL('../screenshots/desktop/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname, fullPage: true });
};

test('a product saved as a draft stays hidden from shoppers until the admin publishes it', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const name = `Draft Angrakha ${tag}`;
  await adminLogsIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await form.getByLabel(/^Product name/).fill(name);
  await form.getByLabel(/^Category/).selectOption({ index: 1 });
  await form.getByLabel(/^Size/).first().fill('M');
  await form
    .getByLabel(/^Original price/)
    .first()
    .fill('1899');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Saved as a draft: shoppers do not see it yet.')).toBeVisible();

  await page.getByLabel('Filter by status').selectOption({ label: 'Drafts' });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-products-drafts');

  const shopper = await browser.newPage({ baseURL });
  // Typo matching may list other products; the draft is never among them.
  await shopperSearches(shopper, name);
  await expect(shopper.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  await row.getByRole('button', { name: /^Edit / }).click();
  const draft = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(draft.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await screenshot(page, 'admin-product-form-draft');
  await draft.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Product published.')).toBeVisible();

  await shopperSearches(shopper, name);
  await shopper
    .getByRole('dialog', { name: 'Search' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await shopper.close();
});

test('an import with a zip of photos puts them on the product', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const category = await aFinalCategoryPath(request);
  const photo = (background: string) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const zip = makeZip([
    { name: 'photos/block-print-front.jpg', bytes: await photo('#1d4ed8') },
    { name: 'photos/block-print-back.jpg', bytes: await photo('#b91c1c') },
  ]);
  const csv = [
    'Handle,Title,Option1 Name,Option1 Value,Variant Price,Category,Image Src,Image Position',
    `block-print-${tag},Block Print Kurta ${tag},Color,Indigo,1299.00,${category},block-print-front.jpg,1`,
    `block-print-${tag},,,,,,photos/block-print-back.jpg,2`,
  ].join('\n');

  await adminLogsIn(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Catalogue Files' })
    .click();
  await page
    .getByLabel(/^CSV file/)
    .setInputFiles({ name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page
    .getByLabel(/^Photos as a zip/)
    .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(
    page.getByText('The file is clean: importing it creates 1 product and updates 0 products.'),
  ).toBeVisible();
  await screenshot(page, 'admin-catalogue-files-zip');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 product created, 0 products updated.')).toBeVisible();

  const { data } = await (
    await request.get(`/api/products?q=${encodeURIComponent(`block print ${tag}`)}`)
  ).json();
  const [kurta] = data as { name: string; images: { url: string }[] }[];
  expect(kurta?.name).toBe(`Block Print Kurta ${tag}`);
  expect(kurta?.images).toHaveLength(2);
  for (const image of kurta?.images ?? []) expect((await request.get(image.url)).status()).toBe(200);
});
