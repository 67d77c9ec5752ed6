import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminLogsIn, signInThroughApi } from '../support/session';

interface CategoryNode {
  id: string;
  name: string;
  subCategories: CategoryNode[];
}

/** The first final category of the shop, and its path as the catalogue file names it ("Men > Shirts"). */
async function aFinalCategory(request: APIRequestContext): Promise<{ id: string; path: string }> {
  const tree = (await (await request.get('/api/categories')).json()) as CategoryNode[];
  const walk = (nodes: CategoryNode[], path: string[]): { id: string; path: string } | null => {
    for (const node of nodes) {
      const here = [...path, node.name];
      if (node.subCategories.length === 0) return { id: node.id, path: here.join(' > ') };
      const found = walk(node.subCategories, here);
      if (found) return found;
    }
    return null;
  };
  const found = walk(tree, []);
  if (!found) throw new Error('The demo shop has no final category');
  return found;
}

const csvFile = (rows: string[][]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((cells) => cells.map((c) => `"${c}"`).join(',')).join('\n')),
});

test('an import with a mistake names its row and writes nothing; the corrected file imports', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const category = await aFinalCategory(request);
  const header = ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value'];
  const rowsWith = (secondPrice: string) => [
    [...header, 'Variant Inventory Qty', 'Variant Price', 'Category'],
    [`ikat-kurta-${tag}`, `Ikat Kurta ${tag}`, 'Color', 'Indigo', 'Size', 'M', '6', '1499.00', category.path],
    [`ikat-kurta-${tag}`, '', '', 'Indigo', '', 'L', '4', secondPrice, ''],
  ];
  await adminLogsIn(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Catalogue Files' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue Files' })).toBeVisible();

  await page.getByLabel(/^CSV file/).setInputFiles(csvFile(rowsWith('fifteen hundred')));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('1 problem found: nothing was written.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Row 3, Variant Price:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);

  await page.getByLabel(/^CSV file/).setInputFiles(csvFile(rowsWith('1599.00')));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(
    page.getByText('The file is clean: importing it creates 1 product and updates 0 products.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 product created, 0 products updated.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByLabel('Search products').fill(`Ikat Kurta ${tag}`);
  // Wait for the search to apply: its answer draws the rows anew, closing a row opened before it.
  await expect(page.getByText(`1 product matches “Ikat Kurta ${tag}”`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Ikat Kurta ${tag}` });
  await expect(row).toContainText(category.path.split(' > ').at(-1) as string);
  await row.getByRole('button', { name: /View Variants/ }).click();
  const variants = page.getByRole('table', { name: `Variants of Ikat Kurta ${tag}` });
  await expect(variants.getByRole('row', { name: /^Indigo M ₹1,499\.00 — 6 In Stock/ })).toBeVisible();
  await expect(variants.getByRole('row', { name: /^Indigo L ₹1,599\.00 — 4 In Stock/ })).toBeVisible();
});

test('the admin lowers the prices of 3 products by 10% at once', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const category = await aFinalCategory(request);
  const { token } = await signInThroughApi(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
  const names = ['Mul Cotton Saree', 'Chanderi Saree', 'Tussar Saree'].map((name) => `${name} ${tag}`);
  for (const [n, name] of names.entries()) {
    const created = await request.post('/api/products', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        productName: name,
        description: 'Handwoven.',
        categoryId: category.id,
        productVariants: JSON.stringify([
          { color: 'Red', size: 'Free Size', stock: 5, originalPrice: `${(n + 1) * 1000}.00` },
        ]),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await adminLogsIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await page.getByLabel('Search products').fill(tag);
  await expect(page.getByText(`3 products match “${tag}”`)).toBeVisible();
  await page.getByLabel('Select all on this page').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('3 products selected');
  await bar.getByLabel('Bulk action').selectOption({ label: 'Change price by a percentage (%)' });
  await bar.getByLabel('By how much').fill('-10');
  await bar.getByRole('button', { name: 'Apply to 3' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm the change' });
  await expect(confirm).toContainText('Lower every price of 3 products by 10%, discount prices included.');
  for (const name of names)
    await expect(confirm.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Done' })).toContainText('Prices changed on 3 products.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(bar).toHaveCount(0);

  for (const [name, price] of [
    [names[0], '₹900.00'],
    [names[1], '₹1,800.00'],
    [names[2], '₹2,700.00'],
  ] as const) {
    await expect(page.getByRole('row').filter({ hasText: name as string })).toContainText(price);
  }
  // The shop shows the new prices too.
  const { data } = await (await request.get(`/api/products?q=${encodeURIComponent(tag)}`)).json();
  expect(
    (data as { name: string; variants: { originalPrice: string }[] }[])
      .map((p) => [p.name, p.variants[0]?.originalPrice])
      .sort(),
  ).toEqual(
    [
      [names[1], '1800.00'],
      [names[0], '900.00'],
      [names[2], '2700.00'],
    ].sort(),
  );
});
