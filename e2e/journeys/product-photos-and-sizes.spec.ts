import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { photos } from '../support/png';
import { adminLogsIn, signInThroughApi, toast } from '../support/session';

interface ShopProduct {
  id: string;
  name: string;
  images: { url: string; color: string | null }[];
}

/** The first product of a category's list (its slug), as GET /products/category gives it. */
async function firstProductOf(request: APIRequestContext, slug: string): Promise<ShopProduct> {
  const { data } = await (await request.get(`/api/products/category/${slug}?limit=1`)).json();
  if (!data[0]) throw new Error(`The demo category ${slug} has no product`);
  return data[0];
}

/** A shirt with three photos of Indigo and one of Rust, added by the admin through the API. */
async function shirtWithPhotos(request: APIRequestContext): Promise<ShopProduct> {
  const { token } = await signInThroughApi(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? '');
  const category = (await (await request.get('/api/products/category/mens-shirts?limit=1')).json()).category;
  const form = new FormData();
  form.append('productName', `Gallery Shirt ${Date.now().toString(36)}`);
  form.append('description', 'Four photos.');
  form.append('categoryId', category.id);
  form.append(
    'productVariants',
    JSON.stringify(
      ['Indigo', 'Rust'].map((color) => ({ color, size: 'M', stock: 5, originalPrice: '1499.00' })),
    ),
  );
  for (const photo of photos('shirt', 4)) {
    form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  }
  form.append('imageColors', JSON.stringify({ 0: 'Indigo', 1: 'Indigo', 2: 'Indigo', 3: 'Rust' }));
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).product;
}

/** A finger swiping right to left across `target`, towards the next photo, as Chromium feels touches. */
async function swipeToNext(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe on');
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.8);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    const x = Math.round(from - (box.width * 0.6 * step) / 10);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the gallery swipes, and zoom opens', async ({ browser, baseURL, page, request }) => {
  const shirt = await shirtWithPhotos(request);
  const thumbnail = (on: Page, n: number) =>
    on
      .getByRole('list', { name: 'Product photos' })
      .getByRole('button', { name: `${shirt.name}, photo ${n} of 3` });

  // On a phone: swipe to the next photo, tap it open full screen, swipe on, Escape back.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(`/product/${shirt.id}`);
  const first = onPhone.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
  await expect(first).toBeVisible();
  await expect(onPhone.getByText('1 / 3', { exact: true })).toBeVisible();
  await swipeToNext(onPhone, first);
  await expect(onPhone.getByText('2 / 3', { exact: true })).toBeVisible();
  await expect(thumbnail(onPhone, 2)).toHaveAttribute('aria-current', 'true');

  await onPhone.getByRole('button', { name: 'Open photo 2 of 3 full screen' }).tap();
  const viewer = onPhone.getByRole('dialog', { name: `Photos of ${shirt.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('2 / 3', { exact: true })).toBeVisible();
  await swipeToNext(onPhone, viewer);
  await expect(viewer.getByText('3 / 3', { exact: true })).toBeVisible();
  await onPhone.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(onPhone.getByRole('button', { name: 'Open photo 3 of 3 full screen' })).toBeFocused();
  await expect(thumbnail(onPhone, 3)).toHaveAttribute('aria-current', 'true');

  // Another colour shows its own photo alone.
  const rust = shirt.images.find((image) => image.color === 'Rust')?.url as string;
  await onPhone
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: 'Rust', exact: true })
    .click();
  await expect(
    onPhone.getByRole('button', { name: 'Open photo 1 of 1 full screen' }).locator('img'),
  ).toHaveAttribute('src', rust);
  await expect(onPhone.getByRole('list', { name: 'Product photos' })).toHaveCount(0);
  await phone.close();

  // On a desktop: the mouse magnifies, a click opens the viewer, its close button gives focus back.
  await page.goto(`/product/${shirt.id}`);
  const photo = page.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
  // The page is drawn by the server: a mouse that moves in before its code runs magnifies nothing,
  // so the mouse comes in again, as a shopper's would, until it does.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await photo.hover({ position: { x: 40, y: 60 } });
    await expect(photo.locator('img')).toHaveCSS('transform', /^matrix\(2, 0, 0, 2,/, { timeout: 1_000 });
  }).toPass();
  await thumbnail(page, 2).click();
  await expect(thumbnail(page, 2)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Open photo 2 of 3 full screen' }).click();
  const desktopViewer = page.getByRole('dialog', { name: `Photos of ${shirt.name}` });
  await desktopViewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(desktopViewer.getByText('3 / 3', { exact: true })).toBeVisible();
  await desktopViewer.getByRole('button', { name: 'Zoom in on photo 3 of 3' }).click();
  await expect(desktopViewer.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await desktopViewer.getByRole('button', { name: 'Close photos' }).click();
  await expect(desktopViewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open photo 3 of 3 full screen' })).toBeFocused();
});

test('the size guide opens', async ({ browser, baseURL, page, request }) => {
  // Men's Shirts has no guide of its own: it shows Men's Topwear's.
  const shirt = await firstProductOf(request, 'mens-shirts');
  await page.goto(`/product/${shirt.id}`);
  const opener = page.getByRole('button', { name: 'Size guide' });
  await opener.click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(guide).toBeVisible();
  const table = guide.getByRole('table', { name: 'Body measurements in inches' });
  await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Chest', 'Shoulder', 'Length']);
  await expect(table.getByRole('row', { name: /^M 40 17.5 28$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(opener).toBeFocused();

  // A saree comes in one free size: no guide.
  await page.goto(`/product/${(await firstProductOf(request, 'sarees')).id}`);
  await expect(page.getByRole('group', { name: 'Select Size' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);

  // The admin changes the guide's note; the shop shows it at once.
  const note = `Measured flat, journey ${Date.now().toString(36)}.`;
  await adminLogsIn(page);
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await page.getByRole('button', { name: "Edit Men's Topwear" }).click();
  const form = page.getByRole('dialog', { name: 'Edit Category' });
  const sizes = form.getByRole('group', { name: 'Size guide' });
  await expect(sizes.getByLabel('Chest of size M')).toHaveValue('40');
  await sizes.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();

  const shopper = await browser.newContext({ baseURL });
  const shop = await shopper.newPage();
  await shop.goto(`/product/${shirt.id}`);
  await shop.getByRole('button', { name: 'Size guide' }).click();
  await expect(shop.getByRole('dialog', { name: 'Size guide' })).toContainText(note);
  await shopper.close();
});
