import { expect, test } from '../fixtures';
import { chooseSize } from '../support/product-page';
import { toast } from '../support/session';
import {
  type CatalogueProduct,
  registerShopper,
  rupees,
  shopperWithCart,
  signInBrowser,
  variantBelow,
} from '../support/shopper';

const paise = (amount: string) => Math.round(Number(amount) * 100);

test('the cart shows its MRP and the saving, and a line moves to the wishlist', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  const product = data.find((p) => p.variants.some((v) => v.discountPrice !== null && v.stock > 3));
  const variant = product?.variants.find((v) => v.discountPrice !== null && v.stock > 3);
  if (!product || !variant?.discountPrice)
    throw new Error('The demo catalogue has no discounted variant in stock');
  const shopper = await shopperWithCart(request, variant.id, 2);
  await signInBrowser(page, shopper.token);
  await page.goto('/cart');

  await test.step('Total MRP is the original price x quantity; Subtotal and Total stay the price paid', async () => {
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const mrp = 2 * paise(variant.originalPrice);
    const paid = 2 * paise(variant.discountPrice as string);
    await expect(summary.getByTestId('cart-total-mrp')).toHaveText(rupees(mrp));
    await expect(summary.getByText(rupees(paid), { exact: true }).first()).toBeVisible();
    await expect(summary.getByTestId('cart-total')).toHaveText(rupees(paid));
    await expect(summary.getByTestId('cart-total-saved')).toHaveText(`You save ${rupees(mrp - paid)}`);
  });

  await test.step('Move to wishlist takes the line out of the cart and into the wishlist', async () => {
    await page.getByRole('button', { name: `Move ${product.name} to wishlist` }).click();
    await expect(toast(page, 'Moved to wishlist')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  });
});

test('closing the cart drawer with Escape puts focus back on the button that opened it', async ({
  page,
  request,
}) => {
  const { product, variant } = await variantBelow(request, 100_000_00);
  const shopper = await registerShopper(request);
  await signInBrowser(page, shopper.token);
  await page.goto(`/product/${product.id}`);
  await chooseSize(page, variant.size);
  // A single size comes chosen in the drawn page, so nothing above waited for the app to take the
  // page over, and the key press below would reach a page with no code behind its button yet.
  await page.waitForFunction(() => !('__vastraEarlyInput' in window));
  const add = page.getByRole('button', { name: 'ADD TO CART' });
  await add.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer.getByRole('button', { name: 'Close cart drawer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
});
