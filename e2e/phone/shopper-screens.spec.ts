import { expect, test } from '../fixtures';
import { checkScreen, pageWithToken, prepareShop, walksThrough } from '../support/phone-screens';
import { chooseSize } from '../support/product-page';

const shop = walksThrough(prepareShop);

test('a shopper’s screens fit the phone: drawer, cart, wishlist, checkout, payment status and profile', async ({
  browser,
  baseURL,
}, info) => {
  const page = await pageWithToken(browser, baseURL, info, shop().shopperToken);
  await page.goto(`/product/${shop().product.id}`);
  await chooseSize(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer).toBeVisible();
  await checkScreen(page, info, 'drawer', drawer.getByRole('link', { name: 'View Cart & Checkout' }));

  await page.goto('/cart');
  await checkScreen(page, info, 'cart', page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }));
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await summary.getByLabel('Offer code').fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByRole('alert')).toHaveText('The code WELCOME10 is for your first order only.');
  await checkScreen(
    page,
    info,
    'cart-code-refused',
    summary.getByRole('button', { name: 'Apply', exact: true }),
  );
  await summary.getByLabel('Offer code').fill(shop().couponCode);
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByTestId('applied-coupon')).toHaveText(shop().couponCode);
  await checkScreen(
    page,
    info,
    'cart-code-applied',
    page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }),
  );
  await page.goto('/wishlist');
  await expect(page.getByRole('article', { name: shop().product.name })).toBeVisible();
  await checkScreen(page, info, 'wishlist');
  await page.getByRole('button', { name: 'Add to Bag' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Select size' })).toBeVisible();
  await checkScreen(page, info, 'wishlist-add-to-bag');
  await page.keyboard.press('Escape');

  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total-discount')).toBeVisible();
  await checkScreen(page, info, 'checkout', page.getByRole('button', { name: 'Place Order & Pay' }));
  // The shopper reviewed this product already: the form opens on their review, to edit.
  await page.goto(`/product/${shop().product.id}#write-review`);
  const reviewForm = page.getByRole('form', { name: 'Edit your review' });
  await expect(reviewForm).toBeVisible();
  await checkScreen(
    page,
    info,
    'product-review-form',
    reviewForm.getByRole('button', { name: 'Save changes' }),
  );
  await page.goto(`/profile/orders/${shop().cashOrderId}/return`);
  const line = page.getByRole('article', { name: shop().product.name });
  await expect(line.getByText('1 of 2 left to return')).toBeVisible();
  await line.getByRole('checkbox', { name: `Return or exchange ${shop().product.name}` }).check();
  await line.getByRole('radio', { name: /^Exchange/ }).check();
  await expect(line.getByRole('group', { name: 'Send me instead' })).toBeVisible();
  await checkScreen(page, info, 'return-request', page.getByRole('button', { name: 'SEND REQUEST' }));
  await page.goto(`/payment/status?merchantTransactionId=${shop().merchantTransactionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, info, 'payment-status');

  for (const path of ['', '/orders', '/store-credit', '/edit', '/addresses', '/change-password']) {
    await page.goto(`/profile${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await checkScreen(page, info, `profile${path.replace('/', '-')}`);
  }
  await page.goto(`/profile/orders/${shop().cashOrderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^ORDER #/ })).toBeVisible();
  await checkScreen(page, info, 'profile-order-detail');
  await page.context().close();
});
