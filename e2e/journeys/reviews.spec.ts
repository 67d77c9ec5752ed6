import { expect, test } from '../fixtures';
import { openOrder } from '../support/order-history';
import { shopperWithCart, signInBrowser, variantBelow } from '../support/shopper';

interface Summary {
  average: number;
  count: number;
}

test('a customer rates a product once an admin marks the order delivered, and the page shows the new average', async ({
  page,
  request,
}) => {
  const { product, variant } = await variantBelow(request, 1_000_000_00);
  const shopper = await shopperWithCart(request, variant.id);
  const placed = await request.post('/api/orders/place', {
    headers: shopper.headers,
    data: { addressId: shopper.address.id, paymentMethod: 'COD' },
  });
  expect(placed.ok()).toBe(true);
  const orderId = (await placed.json()).order.id as string;
  await signInBrowser(page, shopper.token);
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });

  await test.step('before delivery the product page says why a review cannot be posted yet', async () => {
    await page.goto(`/product/${product.id}`);
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    await reviews.getByRole('radio', { name: /^5 stars/ }).check();
    await reviews.getByRole('button', { name: 'Post review' }).click();
    await expect(reviews.getByRole('alert')).toHaveText(
      'You can review a product once an order of it has been delivered to you.',
    );
  });

  await test.step('an admin marks the order shipped, then delivered', async () => {
    const login = await request.post('/api/auth/login', {
      data: { identifier: 'admin', password: process.env.E2E_ADMIN_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).token}` };
    for (const deliveryStatus of ['SHIPPED', 'DELIVERED']) {
      const changed = await request.put(`/api/orders/${orderId}/status`, {
        headers,
        data: { deliveryStatus },
      });
      expect(changed.ok()).toBe(true);
    }
  });

  const before = (await (await request.get(`/api/products/${product.id}/reviews`)).json()).summary as Summary;
  const average = Math.round(((before.average * before.count + 4) / (before.count + 1)) * 10) / 10;
  const title = 'Soft <b>cotton</b>, true to size';

  await test.step('the delivered order invites a review, which opens the form on the product page', async () => {
    await page.goto('/profile/orders');
    const order = page.getByRole('article', { name: /^Order #[0-9a-f]{8}$/ });
    await expect(order.getByTestId('order-status')).toHaveText('DELIVERED');
    await openOrder(page, order);
    await order.getByRole('link', { name: `Rate ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}#write-review$`));
    await expect(reviews.getByRole('form', { name: 'Write a review' })).toBeVisible();
  });

  await test.step('the review is posted and shows as written, with the new average', async () => {
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: /^4 stars/ }).check();
    await form.getByLabel('Title (optional)').fill(title);
    await form.getByLabel('Your review (optional)').fill('Washed twice, the colour held.');
    await expect(form.getByText('30 / 2,000 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review.' })).toBeVisible();
    await expect(reviews.getByTestId('rating-summary')).toContainText(average.toFixed(1));
    await expect(reviews.getByTestId('rating-summary')).toContainText(
      `${before.count + 1} ${before.count + 1 === 1 ? 'review' : 'reviews'}`,
    );
    const mine = reviews
      .getByRole('list', { name: 'Reviews' })
      .getByRole('article', { name: 'Review by Meera I.' });
    // The markup is shown as the characters typed, never as HTML.
    await expect(mine.getByRole('heading', { name: title })).toBeVisible();
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByText('Verified purchase')).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });

  await test.step('the product’s card shows the average and the count', async () => {
    // In a second tab: the product page stays open, to edit the review next.
    const search = await page.context().newPage();
    await search.goto(`/search?q=${encodeURIComponent(product.name)}`);
    const card = search
      .getByRole('article')
      .filter({ has: search.getByRole('heading', { name: product.name, exact: true }) })
      .first();
    await expect(card.getByTestId('card-rating')).toContainText(
      `${average.toFixed(1)} (${before.count + 1})`,
    );
    await search.close();
  });

  await test.step('opened again later, the page offers the customer their review to edit or delete', async () => {
    await page.goto(`/product/${product.id}`);
    await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
    const yours = reviews.getByTestId('my-review');
    await yours.getByRole('button', { name: 'Edit' }).click();
    const form = reviews.getByRole('form', { name: 'Edit your review' });
    await expect(form.getByLabel('Title (optional)')).toHaveValue(title);
    await form.getByRole('radio', { name: /^5 stars/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your review was updated.' })).toBeVisible();
    await expect(yours.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await yours.getByRole('button', { name: 'Delete' }).click();
    await expect(yours.getByRole('alert')).toHaveText('Delete your review?');
    await yours.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Review deleted.' })).toBeVisible();
    await expect(reviews.getByRole('article', { name: 'Review by Meera I.' })).toHaveCount(0);
  });
});
