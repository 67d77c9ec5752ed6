import { mkdirSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { mailsAbout } from '../support/outbox';
import { chooseSize } from '../support/product-page';
import { submitLogin } from '../support/session';
import { registerShopper } from '../support/shopper';
import { soldOutSize } from '../support/sold-out-size';

test('a guest asks to be told about a sold-out size, signs in, and the restock mails the product link once', async ({
  page,
  request,
  baseURL,
}, info) => {
  const { product, variant, restock } = await soldOutSize(request, 0);
  const shopper = await registerShopper(request);

  await page.goto(`/product/${product.id}`);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('button', { name: variant.color, exact: true })
    .click();
  await chooseSize(page, variant.size);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await page.getByRole('button', { name: 'Notify me' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, shopper.account.username, shopper.account.password);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await expect(page.getByText("We'll tell you when it's back")).toBeVisible();
  // Back to the size asked about, still sold out.
  await expect(
    page.getByRole('group', { name: 'Select Size' }).getByRole('button', { name: variant.size, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  const folder = new URL(`../screenshots/${info.project.name}/`, import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: new URL('product-notify-me.png', folder).pathname });

  // Undo, then ask again: still one alert.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText("We'll tell you when it's back")).toBeVisible();

  await restock(3);
  const subject = `Back in stock: ${product.name} (${variant.color}, ${variant.size})`;
  await expect.poll(() => mailsAbout(shopper.account.email, subject).length, { timeout: 15_000 }).toBe(1);
  const link = `/product/${product.id}`;
  expect(mailsAbout(shopper.account.email, subject)[0]).toContain(`See it at ${baseURL}${link}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByText("We'll tell you when it's back")).toBeHidden();
});
