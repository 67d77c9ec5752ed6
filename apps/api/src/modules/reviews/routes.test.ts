import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { setDeliveryStatus } from '../../../test/coupon-fixtures';
import { addToCart, createAddress, createShopProduct, placeOrder } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
// Orders ship only once the shop has its GSTIN: their tax invoice needs it.
await saveCompanyDetails(app.db);

/** A product and a customer whose order of it is in `status` (DELIVERED by default). */
async function buyer(product: { variantIds: string[] }, status = 'DELIVERED') {
  const user = await createTestUser(app);
  await addToCart(app, user, product.variantIds[0] as string);
  const placed = await placeOrder(app, user, {
    addressId: await createAddress(app, user.id),
    paymentMethod: 'COD',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  if (status !== 'PENDING') await setDeliveryStatus(app, admin, placed.json().order.id, status);
  return user;
}

const postReview = (user: TestUser, productId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: user.auth,
    payload: body,
  });

const reviewsOf = async (productId: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const productAnswer = async (productId: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();

describe('writing a review', () => {
  it('is for customers who received the product: 403 before delivery or without an order, 401 for guests', async () => {
    const product = await createShopProduct(app, 'Ikat Kurta');
    const message = 'You can review a product once an order of it has been delivered to you.';
    for (const user of [
      await createTestUser(app),
      await buyer(product, 'PENDING'),
      await buyer(product, 'SHIPPED'),
      admin,
    ]) {
      const res = await postReview(user, product.id, { rating: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
    }
    const guest = await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: { rating: 5 },
    });
    expect(guest.statusCode).toBe(401);
    expect((await reviewsOf(product.id)).summary.count).toBe(0);
  });

  it('saves a delivered customer’s review with their first name and last initial, and shows it to anyone', async () => {
    const product = await createShopProduct(app, 'Block Print Dupatta');
    const user = await buyer(product);
    const res = await postReview(user, product.id, {
      rating: 4,
      title: '  Lovely colours ',
      text: 'Soft cotton.\r\nRuns a little long.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = {
      id: expect.any(String),
      productId: product.id,
      rating: 4,
      title: 'Lovely colours',
      text: 'Soft cotton.\nRuns a little long.',
      author: 'Ravi T.',
      createdAt: expect.any(String),
      verifiedPurchase: true,
    };
    expect(res.json()).toEqual({ message: 'Thank you for your review.', review });
    expect(await reviewsOf(product.id)).toEqual({
      data: [review],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      summary: { average: 4, count: 1, byRating: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
  });

  it('replaces the customer’s earlier review: one per customer and product', async () => {
    const product = await createShopProduct(app, 'Linen Shirt');
    const user = await buyer(product);
    const first = (await postReview(user, product.id, { rating: 2, title: 'Too tight' })).json().review;
    const second = await postReview(user, product.id, { rating: 5, text: 'Exchanged for L, perfect.' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: 'Your review was updated.',
      review: { id: first.id, rating: 5, title: null, text: 'Exchanged for L, perfect.' },
    });
    const page = await reviewsOf(product.id);
    expect(page.data).toHaveLength(1);
    expect(page.summary).toMatchObject({ average: 5, count: 1 });
  });

  it('stores text exactly as written, markup included: showing it escaped is the client’s job', async () => {
    const product = await createShopProduct(app, 'Chikankari Top');
    const user = await buyer(product);
    const text = '<script>alert("hi")</script> & <b>bold</b> — “quotes” 👍 नमस्ते';
    const res = await postReview(user, product.id, {
      rating: 3,
      title: '<img src=x onerror=alert(1)>',
      text,
    });
    expect(res.json().review).toMatchObject({ title: '<img src=x onerror=alert(1)>', text });
    expect((await reviewsOf(product.id)).data[0]).toMatchObject({ text });
  });

  it('drops control characters and text-reversing marks, turns a title into one line, and stores blank text as null', async () => {
    const product = await createShopProduct(app, 'Bandhani Saree');
    const user = await buyer(product);
    const res = await postReview(user, product.id, {
      rating: 5,
      title: 'Great\n\tfabric\u0007',
      text: ' \u202Egnirts\u202C ok\u0000 \u001B[31m ',
    });
    expect(res.statusCode, res.body).toBe(400);
    const clean = await postReview(user, product.id, {
      rating: 5,
      title: 'Great\n\tfabric\u0007',
      text: 'Nice \u202Ecolour\u202C\u001B[0m',
    });
    expect(clean.json().review).toMatchObject({ title: 'Great fabric', text: 'Nice colour[0m' });
    const blank = await postReview(user, product.id, { rating: 5, title: '   ', text: '\u0007' });
    expect(blank.json().review).toMatchObject({ title: null, text: null });
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    ['a rating of 6', { rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    ['a rating of 4.5', { rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5.'],
    ['no rating', {}, 'rating', 'Rating must be a whole number from 1 to 5.'],
    [
      'a title of 121 characters',
      { rating: 4, title: 'x'.repeat(121) },
      'title',
      'Title can be at most 120 characters long.',
    ],
    [
      'a text of 2,001 characters',
      { rating: 4, text: 'x'.repeat(2001) },
      'text',
      'Text can be at most 2,000 characters long.',
    ],
    ['a text that is not text', { rating: 4, text: 42 }, 'text', 'Text must be text.'],
  ])('refuses %s with 400 naming the field', async (_name, body, field, message) => {
    const product = await createShopProduct(app, 'Nehru Jacket');
    const user = await buyer(product);
    const res = await postReview(user, product.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await reviewsOf(product.id)).summary.count).toBe(0);
  });

  it('takes 2,000 characters of text', async () => {
    const product = await createShopProduct(app, 'Pathani Suit');
    const user = await buyer(product);
    expect((await postReview(user, product.id, { rating: 4, text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown product, reading or writing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url: `/api/products/${unknown}/reviews` })).statusCode).toBe(
      404,
    );
    expect((await postReview(await createTestUser(app), unknown, { rating: 5 })).statusCode).toBe(404);
  });
});

describe('reading reviews', () => {
  it('pages them newest first, or by rating either way, with the summary of all', async () => {
    const product = await createShopProduct(app, 'Jaipuri Razai', [
      { color: 'Red', size: 'Free', stock: 50 },
    ]);
    const ratings = [3, 5, 1, 5, 4];
    for (const rating of ratings) {
      expect(
        (await postReview(await buyer(product), product.id, { rating, title: `${rating} stars` })).statusCode,
      ).toBe(201);
    }
    const titles = (page: { data: { title: string }[] }) => page.data.map((review) => review.title);
    const newest = await reviewsOf(product.id, '?limit=2');
    expect(titles(newest)).toEqual(['4 stars', '5 stars']);
    expect(newest.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(newest.summary).toEqual({ average: 3.6, count: 5, byRating: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 2 } });
    expect(titles(await reviewsOf(product.id, '?sort=rating_desc'))).toEqual([
      '5 stars',
      '5 stars',
      '4 stars',
      '3 stars',
      '1 stars',
    ]);
    expect(titles(await reviewsOf(product.id, '?sort=rating_asc&page=2&limit=2'))).toEqual([
      '4 stars',
      '5 stars',
    ]);
    const bad = await app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?sort=best` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sort).toBe('Sort must be newest, rating_desc or rating_asc.');
  });
});

describe('one’s own review', () => {
  const mineOf = (user: TestUser | undefined, productId: string) =>
    app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers: user?.auth });

  it('comes back after a reload, to edit or delete, and says who may write one', async () => {
    const product = await createShopProduct(app, 'Block Print Kurta');
    const author = await buyer(product);
    const waiting = await buyer(product, 'SHIPPED');

    expect((await mineOf(author, product.id)).json()).toEqual({ review: null, canReview: true });
    expect((await mineOf(waiting, product.id)).json()).toEqual({ review: null, canReview: false });
    const written = (await postReview(author, product.id, { rating: 4, title: 'Soft cotton' })).json().review;
    expect((await mineOf(author, product.id)).json()).toEqual({ review: written, canReview: true });
    // Another customer's review is never theirs.
    expect((await mineOf(waiting, product.id)).json()).toEqual({ review: null, canReview: false });

    await app.inject({ method: 'DELETE', url: `/api/reviews/${written.id}`, headers: author.auth });
    expect((await mineOf(author, product.id)).json()).toEqual({ review: null, canReview: true });
  });

  it('is for signed-in customers, about a product that exists', async () => {
    const product = await createShopProduct(app, 'Ikat Dupatta');
    const user = await createTestUser(app);
    expect((await mineOf(undefined, product.id)).statusCode).toBe(401);
    const unknown = await mineOf(user, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found.');
  });
});

describe('deleting a review', () => {
  it('is for its author or an admin: 403 for another customer, 404 once gone', async () => {
    const product = await createShopProduct(app, 'Kashmiri Shawl', [
      { color: 'Beige', size: 'Free', stock: 10 },
    ]);
    const author = await buyer(product);
    const other = await buyer(product);
    const mine = (await postReview(author, product.id, { rating: 5 })).json().review;
    const theirs = (await postReview(other, product.id, { rating: 1 })).json().review;
    const remove = (user: TestUser, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: user.auth });

    const refused = await remove(other, mine.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can delete only your own reviews.');
    expect((await remove(author, mine.id)).json()).toEqual({ message: 'Review deleted.' });
    expect((await remove(author, mine.id)).statusCode).toBe(404);
    expect((await remove(admin, theirs.id)).statusCode).toBe(200);
    expect(await reviewsOf(product.id)).toMatchObject({ data: [], summary: { average: 0, count: 0 } });
  });
});

describe('a product’s rating', () => {
  it('shows on the product, its category page and the product lists, on the next read after each review', async () => {
    const product = await createShopProduct(app, 'Phulkari Dupatta', [
      { color: 'Pink', size: 'Free', stock: 10 },
    ]);
    const category = (await productAnswer(product.id)).category;
    const ratingIn = async () => {
      const list = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
      const page = (
        await app.inject({ method: 'GET', url: `/api/products/category/${category.slug}` })
      ).json();
      const search = (await app.inject({ method: 'GET', url: '/api/products?q=phulkari' })).json();
      const find = (answer: { data: { id: string; rating: unknown }[] }) =>
        answer.data.find((shown) => shown.id === product.id)?.rating;
      return [(await productAnswer(product.id)).rating, find(list), find(page), find(search)];
    };
    expect(await ratingIn()).toEqual(Array(4).fill({ average: 0, count: 0 }));

    const [first, second, third] = [await buyer(product), await buyer(product), await buyer(product)];
    await postReview(first, product.id, { rating: 5 });
    expect(await ratingIn()).toEqual(Array(4).fill({ average: 5, count: 1 }));
    await postReview(second, product.id, { rating: 4 });
    await postReview(third, product.id, { rating: 4 });
    // 13 / 3 = 4.333: one decimal.
    expect(await ratingIn()).toEqual(Array(4).fill({ average: 4.3, count: 3 }));
    const review = (await reviewsOf(product.id, '?sort=rating_desc')).data[0];
    await app.inject({ method: 'DELETE', url: `/api/reviews/${review.id}`, headers: admin.auth });
    expect(await ratingIn()).toEqual(Array(4).fill({ average: 4, count: 2 }));
  });

  it('counts every review when many customers post at the same moment', async () => {
    const product = await createShopProduct(app, 'Mul Cotton Saree', [
      { color: 'Teal', size: 'Free', stock: 20 },
    ]);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(product)));
    const results = await Promise.all(
      buyers.map((user, i) => postReview(user, product.id, { rating: (i % 5) + 1 })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    // 1 + 2 + 3 + 4 + 5 + 1 = 16 over 6: 2.67.
    expect((await productAnswer(product.id)).rating).toEqual({ average: 2.7, count: 6 });
  });
});
