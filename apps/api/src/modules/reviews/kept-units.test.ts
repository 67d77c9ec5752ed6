import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { askedReturn, deliveredOrder, movedReturn } from '../../../test/return-fixtures';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
// Orders are delivered, and so invoiced, before they can be returned: the shop needs its GSTIN.
await saveCompanyDetails(app.db);

/** A product in two sizes, and a customer who had `quantity` of the first delivered and reviewed it. */
async function reviewedPurchase(quantity: number) {
  const product = await createShopProduct(app, 'Mulmul Kurta', [
    { color: 'Mustard', size: 'M', originalPrice: '899.00', stock: 20 },
    { color: 'Mustard', size: 'L', originalPrice: '899.00', stock: 20 },
  ]);
  const [m, l] = product.variantIds as [string, string];
  const customer = await createTestUser(app);
  const { orderId, lines } = await deliveredOrder(app, admin, customer, [{ variantId: m, quantity }]);
  const posted = await postReview(customer, product.id, 4);
  expect(posted.statusCode, posted.body).toBe(201);
  return { productId: product.id, largeId: l, customer, orderId, lineId: lines[0]?.id as string };
}

const postReview = (user: TestUser, productId: string, rating: number) =>
  app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: user.auth,
    payload: { rating },
  });

const badgeOf = async (productId: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` })).json().data[0]
    .verifiedPurchase;

const canReview = async (user: TestUser, productId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers: user.auth })
  ).json().canReview;

describe('a verified purchase is one the customer kept', () => {
  it('loses the badge, and the right to review, once every unit came back and was refunded', async () => {
    const bought = await reviewedPurchase(2);
    const request = await askedReturn(app, bought.customer, bought.orderId, [
      { orderItemId: bought.lineId, quantity: 2, type: 'RETURN' },
    ]);
    // Until the units are back at the shop the customer still has them.
    await movedReturn(app, admin, request.id, ['APPROVED']);
    expect(await badgeOf(bought.productId)).toBe(true);

    await movedReturn(app, admin, request.id, ['RECEIVED', ['REFUNDED', 'Rs. 1,798 sent by UPI.']]);
    expect(await badgeOf(bought.productId)).toBe(false);
    expect(await canReview(bought.customer, bought.productId)).toBe(false);
    const again = await postReview(bought.customer, bought.productId, 5);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: 'Every unit of this product delivered to you was returned, so you can no longer review it.',
    });
  });

  it('keeps the badge while one unit of the order is kept', async () => {
    const bought = await reviewedPurchase(2);
    const request = await askedReturn(app, bought.customer, bought.orderId, [
      { orderItemId: bought.lineId, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', ['REFUNDED', 'Cash at the door.']]);
    expect(await badgeOf(bought.productId)).toBe(true);
    expect(await canReview(bought.customer, bought.productId)).toBe(true);
    expect((await postReview(bought.customer, bought.productId, 5)).statusCode).toBe(200);
  });

  it('keeps the badge after an exchange for another size: the customer has the product still', async () => {
    const bought = await reviewedPurchase(1);
    const request = await askedReturn(app, bought.customer, bought.orderId, [
      { orderItemId: bought.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: bought.largeId },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED', 'EXCHANGED']);
    expect(await badgeOf(bought.productId)).toBe(true);
    expect(await canReview(bought.customer, bought.productId)).toBe(true);
  });
});
