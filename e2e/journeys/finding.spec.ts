import { expect, test } from '../fixtures';

interface ListingAnswer {
  data: { name: string }[];
  pagination: { total: number };
  facets: { sizes: { value: string; count: number }[]; colors: { value: string; count: number }[] };
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a shopper on a phone filters a category by size and colour, sorts by price and reloads to the same list', async ({
  page,
  request,
}) => {
  const categories = await (await request.get('/api/categories')).json();
  const slug: string = categories[0].slug;
  const listing = async (query: string) =>
    (await (await request.get(`/api/products/category/${slug}?${query}`)).json()) as ListingAnswer;

  // A size and a colour that some product of the category has together, in one variant.
  const { facets } = await listing('');
  let chosen: { size: string; colour: string; total: number } | undefined;
  for (const size of facets.sizes) {
    const { facets: withSize } = await listing(`size=${encodeURIComponent(size.value)}`);
    const colour = withSize.colors.find((c) => c.count > 0 && c.count < size.count);
    if (colour) {
      chosen = { size: size.value, colour: colour.value, total: colour.count };
      break;
    }
  }
  if (!chosen) throw new Error('The demo category has no size and colour that narrow the list');
  const { size, colour, total } = chosen;

  await page.goto(`/products/${slug}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await sheet.getByRole('button', { name: new RegExp(`^${size} \\(\\d+\\)$`) }).click();
  await sheet.getByRole('button', { name: new RegExp(`^${colour} \\(\\d+\\)$`) }).click();
  const apply = sheet.getByRole('button', {
    name: `Apply (${total} ${total === 1 ? 'product' : 'products'})`,
  });
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(size)}&color=${colour}`));
  await expect(page.getByTestId('result-count')).toHaveText(
    `${total} ${total === 1 ? 'product' : 'products'}`,
  );

  await expect(page.getByTestId('active-sort')).toHaveText('Newest first');
  await page.getByRole('button', { name: /^Sort/ }).click();
  await page.getByRole('dialog', { name: 'Sort by' }).getByLabel('Price: low to high').click();
  await expect(page.getByRole('button', { name: 'Sort Price: low to high' })).toBeVisible();
  await expect(page).toHaveURL(/sort=price_asc/);
  const expected = await listing(`sort=price_asc&size=${encodeURIComponent(size)}&color=${colour}&limit=20`);
  const names = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(names).toHaveText(expected.data.map((product) => product.name));

  await page.reload();
  await expect(page.getByTestId('result-count')).toHaveText(
    `${total} ${total === 1 ? 'product' : 'products'}`,
  );
  await expect(names).toHaveText(expected.data.map((product) => product.name));
  const applied = page.getByRole('list', { name: 'Filters applied' });
  await expect(applied.getByRole('button', { name: `Remove filter Size ${size}` })).toBeVisible();

  await applied.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/size=/);
  await expect(page).toHaveURL(/sort=price_asc/);
});

test('Enter in the search overlay, or See all results, opens the results page with its filters', async ({
  page,
  request,
}) => {
  const answer = (await (await request.get('/api/products?q=shirt&limit=1')).json()) as ListingAnswer;
  const count = `${answer.pagination.total} ${answer.pagination.total === 1 ? 'product' : 'products'}`;
  await page.goto('/legal/privacy-policy');
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.getByPlaceholder('Search by keyword').fill('shirt');
  await page.getByPlaceholder('Search by keyword').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: '“shirt”' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(count);

  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.getByPlaceholder('Search by keyword').fill('kurta');
  await page.getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});

test('a search that finds nothing suggests another search and the categories to browse', async ({ page }) => {
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByText('No products found for "zzqqxxyy".')).toBeVisible();
  await expect(page.getByText('Check the spelling, or try a shorter or more general word.')).toBeVisible();
  const categories = page.getByRole('region', { name: 'Browse a category instead' });
  await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[a-z0-9-]+$/);

  await page.getByRole('searchbox', { name: 'Try another search' }).fill('shirt');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
  await expect(page.getByRole('heading', { level: 1, name: '“shirt”' })).toBeVisible();
  await expect(page.getByText('Browse a category instead')).toBeHidden();

  await page.goto('/search?q=zzqqxxyy');
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
});
