import { expect, test } from '../fixtures';
import { checkDialog, checkScreen, prepareShop, walksThrough } from '../support/phone-screens';
import { chooseSize } from '../support/product-page';

const shop = walksThrough(prepareShop);

test('a guest’s screens fit the phone: home, landing, category, product, search, legal, cart, 404 and sign-in', async ({
  page,
}, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
  await checkScreen(page, info, 'home', page.getByRole('link', { name: /Shop Now/ }));

  await page.goto(`/${shop().slug}`);
  await expect(page.getByRole('heading', { name: 'Explore Our Collection' })).toBeVisible();
  await checkScreen(page, info, 'landing', page.getByRole('link', { name: /Shop Now/ }));

  await page.goto(`/products/${shop().slug}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkScreen(page, info, 'category');
  await page.getByRole('button', { name: 'Filter' }).click();
  const filterSheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(filterSheet.getByRole('button', { name: /^Apply \(\d+ products?\)$/ })).toBeVisible();
  await checkScreen(page, info, 'category-filter', filterSheet.getByRole('button', { name: /^Apply/ }));
  await page.keyboard.press('Escape');
  await page.goto('/search?q=shirt');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await checkScreen(page, info, 'search-results');
  await page.goto('/search?q=zzqqxxyy');
  await expect(page.getByRole('heading', { name: 'Browse a category instead' })).toBeVisible();
  await checkScreen(page, info, 'search-no-results');

  await page.goto(`/product/${shop().product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop().product.name })).toBeVisible();
  await checkScreen(page, info, 'product', page.getByRole('button', { name: 'ADD TO CART' }));

  await page.getByRole('button', { name: 'Find products' }).click();
  await page.getByPlaceholder('Search by keyword').fill(shop().product.name.split(' ')[0] ?? '');
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(shop().product.name) }).first()).toBeVisible();
  await checkScreen(page, info, 'search');
  await page.getByRole('button', { name: 'Close search' }).first().click();

  // What opens over the product page fits the phone too: a shirt's size guide and its photos full screen.
  const { data: shirts } = await (
    await page.request.get('/api/products/category/mens-shirts?limit=1')
  ).json();
  await page.goto(`/product/${shirts[0].id}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
  await checkDialog(page, info, 'product-size-guide');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }).click();
  await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
  await checkDialog(page, info, 'product-photos');
  await page.keyboard.press('Escape');

  await page.goto('/legal/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, info, 'legal');

  // A guest's cart is empty, with the shop's offers under it.
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Offers for you' }).getByRole('listitem')).not.toHaveCount(0);
  await checkScreen(page, info, 'cart-guest');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await checkScreen(page, info, 'not-found', page.getByRole('link', { name: 'Go to Homepage' }));

  await page.goto('/login');
  await checkScreen(page, info, 'login', page.getByRole('button', { name: 'LOGIN' }));
  await page.goto('/register');
  await checkScreen(page, info, 'register', page.getByRole('button', { name: 'CREATE ACCOUNT' }));
  await page.goto('/forgot-password');
  await checkScreen(page, info, 'forgot-password', page.getByRole('button', { name: 'SEND OTP' }));
});

test('the product page shows the chosen colour’s photo and keeps ADD TO CART in reach above the bottom bar', async ({
  page,
}) => {
  await page.goto(`/product/${shop().product.id}`);
  const gallery = page.locator('main img').first();
  const colours = [...new Set(shop().product.variants.map((v) => v.color))];
  for (const colour of colours) {
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
    const photos = shop()
      .product.images.filter((image) => image.color === colour)
      .map((image) => image.url);
    expect(photos.length, `a photo of ${colour}`).toBeGreaterThan(0);
    await expect(gallery).toHaveAttribute(
      'src',
      new RegExp(photos.map((url) => url.replace('.', '\\.')).join('|')),
    );
  }
  // No size is chosen for the shopper: ADD TO CART asks for one beside the sizes.
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a size.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeHidden();
  await chooseSize(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
});
