import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addAddressAtCheckout } from '../support/checkout';
import { openOrder } from '../support/order-history';
import { chooseSize } from '../support/product-page';
import { submitLogin } from '../support/session';
import {
  type CatalogueProduct,
  type CatalogueVariant,
  registerShopper,
  type ShopperWithCart,
  type SignedInShopper,
  shopperWithCart,
} from '../support/shopper';

/**
 * A demo product whose page opens on a variant with more than 3 in stock (the page opens on the
 * cheapest variant in stock, the one its card shows), so adding one or two never runs into the
 * stock ceiling.
 */
async function productInStock(
  request: APIRequestContext,
): Promise<{ product: CatalogueProduct; variant: CatalogueVariant }> {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as {
    data: CatalogueProduct[];
  };
  const price = (v: CatalogueVariant) => Number(v.discountPrice ?? v.originalPrice);
  for (const product of data) {
    const [variant] = product.variants
      .filter((v) => v.stock > 0)
      .sort(
        (a, b) => price(a) - price(b) || Number(b.discountPrice !== null) - Number(a.discountPrice !== null),
      );
    if (variant && variant.stock > 3) return { product, variant };
  }
  throw new Error('The demo catalogue has no product with more than 3 in stock');
}

/**
 * Logs in from /login itself: with no page to return to, that leads home, even with a full cart
 * (docs/product.md §4 sends to /cart only from '/'); then opens the cart.
 */
async function logInToCart(page: Page, { account }: SignedInShopper) {
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page).not.toHaveURL(/\/cart$/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}

async function payOnline(page: Page, shopper: ShopperWithCart, productName: string) {
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: shopper.address.addressLine1 })).toBeChecked();
  await expect(
    page.getByRole('region', { name: '2. Items in your Order' }).getByText(productName),
  ).toBeVisible();
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('button', { name: 'Place Order & Pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\/[0-9a-f-]{36}$/);
}

test('a guest adds to the cart, logs in, orders cash on delivery and cancels the order', async ({
  page,
  request,
}) => {
  const { product, variant } = await productInStock(request);
  const shopper = await registerShopper(request);

  // As a guest: the item waits while the shopper logs in, then lands in the cart.
  await page.goto(`/product/${product.id}`);
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const loginRequired = page.getByRole('dialog', { name: 'Login Required' });
  await loginRequired.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, shopper.account.username, shopper.account.password);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer.getByText(product.name)).toBeVisible();
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart page: one more of the same, then on to checkout.
  await drawer.getByRole('link', { name: 'View Cart & Checkout' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toBeHidden();
  const line = page.getByRole('article', { name: product.name });
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(line.getByRole('status', { name: `Quantity of ${product.name}` })).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout needs an address; one is added right there.
  await expect(page.getByRole('heading', { name: '1. Delivery Address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Payment Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order & Pay' }).click();
  await expect(page.getByText('Please select a shipping address.')).toBeVisible();
  await addAddressAtCheckout(page, {
    fullName: 'Asha Rao',
    phone: '98450 12345',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();

  await page.getByRole('button', { name: 'Place Order & Pay' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByTestId('cart-count')).toBeHidden();

  // ORDER HISTORY lists it as pending; its own page shows it in full, and cancelling asks first.
  const order = page.getByRole('article', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-status')).toHaveText('PENDING');
  await openOrder(page, order);
  await expect(order.getByText(product.name)).toBeVisible();
  await expect(order.getByText('Cash on Delivery')).toBeVisible();
  await expect(order.getByText('12 MG Road, Bengaluru, Karnataka - 560001')).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('PENDING');
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel this order?' });
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();
  await expect(order.getByTestId('order-status')).toHaveText('PENDING');
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  await question.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Order canceled successfully.')).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('CANCELED');
  await expect(order.getByRole('button', { name: 'Cancel Order' })).toBeHidden();
});

test('a customer pays online through the payment page and sees the order paid', async ({ page, request }) => {
  const { product, variant } = await productInStock(request);
  const shopper = await shopperWithCart(request, variant.id);

  await logInToCart(page, shopper);
  await payOnline(page, shopper, product.name);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment\/status\?merchantTransactionId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  const order = page.getByRole('article', { name: /^Order #[0-9a-f]{8}$/ });
  await openOrder(page, order);
  await expect(order.getByText('Online Payment')).toBeVisible();
  await expect(order.getByText('(Paid)')).toBeVisible();
});

test('a declined online payment shows the failed page and keeps the cart', async ({ page, request }) => {
  const { product, variant } = await productInStock(request);
  const shopper = await shopperWithCart(request, variant.id);

  await logInToCart(page, shopper);
  await payOnline(page, shopper, product.name);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/payment\/status\?merchantTransactionId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
