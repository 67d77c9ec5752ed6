import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { setStatus } from '../../../test/invoice-fixtures';
import { waitForMail } from '../../../test/outbox';
import { askedReturn, deliveredOrder, movedReturn, moveReturn } from '../../../test/return-fixtures';
import { createShopProduct, stockOf } from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { productVariants } from '../../db/schema/catalogue';

const { app, config } = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

/** A delivered order of 2 x Linen Shirt in White M; White L and Sky M are there to exchange for. */
async function deliveredShirts(stock = { whiteL: 4, skyM: 4 }) {
  const shirt = await createShopProduct(app, 'Linen Shirt', [
    { color: 'White', size: 'M', originalPrice: '1499.00', stock: 10 },
    { color: 'White', size: 'L', originalPrice: '1499.00', stock: stock.whiteL },
    { color: 'Sky', size: 'M', originalPrice: '1499.00', stock: stock.skyM },
  ]);
  const [whiteM, whiteL, skyM] = shirt.variantIds as [string, string, string];
  const customer = await createTestUser(app);
  const { orderId, lines } = await deliveredOrder(app, admin, customer, [{ variantId: whiteM, quantity: 2 }]);
  return { productId: shirt.id, whiteM, whiteL, skyM, customer, orderId, lineId: lines[0]?.id as string };
}

const productStock = async (productId: string, variantId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
  expect(res.statusCode).toBe(200);
  const variants: { id: string; stock: number }[] = res.json().variants;
  return variants.find((variant) => variant.id === variantId)?.stock;
};

const read = (user: TestUser, returnId: string) =>
  app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth });

describe('moving a request on', () => {
  it('follows the allowed moves only; anything else is a 409 with a sentence, changing nothing', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    const early = await moveReturn(app, admin, request.id, 'REFUNDED', 'Cash');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'A new request can only be approved or rejected.' });
    expect((await moveReturn(app, admin, request.id, 'RECEIVED')).statusCode).toBe(409);
    await movedReturn(app, admin, request.id, ['APPROVED']);
    const again = await moveReturn(app, admin, request.id, 'APPROVED');
    expect(again.json()).toEqual({ message: 'This request is already approved.' });
    expect((await moveReturn(app, admin, request.id, 'EXCHANGED')).json()).toEqual({
      message: 'An approved request can only be marked received or rejected.',
    });
    await movedReturn(app, admin, request.id, ['RECEIVED', ['REFUNDED', 'Paid back in cash.']]);
    const after = await moveReturn(app, admin, request.id, 'REJECTED', 'Too late');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ message: 'A refunded request cannot change.' });
    const history = (await read(admin, request.id)).json().return.history;
    expect(history.map((change: { status: string }) => change.status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'REFUNDED',
    ]);
    expect(history[0].changedBy).toBeNull();
    expect(history[1].changedBy).toBe('Asha Tester');
  });

  it('rejects only with a note (400 note), which the shopper sees; a rejected request cannot change', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    for (const note of [undefined, '', '   ']) {
      const res = await moveReturn(app, admin, request.id, 'REJECTED', note);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Add a note saying why the request is rejected.',
        errors: { note: 'Add a note saying why the request is rejected.' },
      });
    }
    await movedReturn(app, admin, request.id, [['REJECTED', 'The tags were removed.']]);
    const mine = (await read(s.customer, request.id)).json().return;
    expect(mine.status).toBe('REJECTED');
    expect(mine.history.at(-1)).toEqual({
      status: 'REJECTED',
      at: expect.any(String),
      note: 'The tags were removed.',
    });
    expect((await moveReturn(app, admin, request.id, 'APPROVED')).json()).toEqual({
      message: 'A rejected request cannot change.',
    });
  });

  it('ends a request that only exchanges as EXCHANGED, never REFUNDED; one returning for money the other way', async () => {
    const s = await deliveredShirts();
    const exchange = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: s.whiteL },
    ]);
    await movedReturn(app, admin, exchange.id, ['APPROVED', 'RECEIVED']);
    const refund = await moveReturn(app, admin, exchange.id, 'REFUNDED', 'Cash');
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(
      'This request only exchanges items: send the exchange (EXCHANGED) instead of a refund.',
    );
    expect((await movedReturn(app, admin, exchange.id, ['EXCHANGED'])).status).toBe('EXCHANGED');

    const mixed = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, mixed.id, ['APPROVED', 'RECEIVED']);
    const exchanged = await moveReturn(app, admin, mixed.id, 'EXCHANGED');
    expect(exchanged.statusCode).toBe(409);
    expect(exchanged.json().message).toBe(
      'This request returns items for a refund: refund it (REFUNDED), and its exchanges are sent with it.',
    );
  });

  it('is for admins: 403 for a customer, 401 signed out, 404 for no such request', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    expect((await moveReturn(app, s.customer, request.id, 'APPROVED')).statusCode).toBe(403);
    const guest = await app.inject({
      method: 'PUT',
      url: `/api/returns/${request.id}/status`,
      payload: { status: 'APPROVED' },
    });
    expect(guest.statusCode).toBe(401);
    const missing = await moveReturn(app, admin, '00000000-0000-4000-8000-000000000000', 'APPROVED');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Return request not found.' });
    expect((await read(s.customer, request.id)).json().return.status).toBe('REQUESTED');
  });

  it('keeps an order with requests delivered: moving it back or cancelling it is a 409', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
    for (const deliveryStatus of ['CANCELED', 'SHIPPED', 'PENDING']) {
      const res = await setStatus(app, admin, s.orderId, deliveryStatus);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'This order has return or exchange requests, so it stays delivered: settle them under Returns.',
      });
    }
    expect(await stockOf(app, s.whiteM)).toBe(9);
  });
});

describe('stock, exactly once', () => {
  it('an exchange holds its new size when approved and gives it back when rejected after all', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 2, type: 'EXCHANGE', exchangeVariantId: s.whiteL },
    ]);
    expect(await stockOf(app, s.whiteL)).toBe(4);
    await movedReturn(app, admin, request.id, ['APPROVED']);
    expect(await stockOf(app, s.whiteL)).toBe(2);
    await movedReturn(app, admin, request.id, [['REJECTED', 'The parcel never came.']]);
    expect(await stockOf(app, s.whiteL)).toBe(4);
    // Nothing came back: the ordered size's stock never moved.
    expect(await stockOf(app, s.whiteM)).toBe(8);
  });

  it('approving an exchange whose size sold out since is a 409 that changes nothing', async () => {
    const s = await deliveredShirts({ whiteL: 1, skyM: 4 });
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: s.whiteL },
      { orderItemId: s.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: s.skyM },
    ]);
    await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, s.whiteL));
    const res = await moveReturn(app, admin, request.id, 'APPROVED');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Linen Shirt (White, L) is out of stock.' });
    expect(await stockOf(app, s.skyM)).toBe(4);
    expect((await read(admin, request.id)).json().return.status).toBe('REQUESTED');
  });

  it('receiving puts the returned units back once, and the product page shows it at once', async () => {
    const s = await deliveredShirts();
    expect(await productStock(s.productId, s.whiteM)).toBe(8);
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
      { orderItemId: s.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: s.skyM },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED']);
    expect(await stockOf(app, s.skyM)).toBe(3);
    expect(await productStock(s.productId, s.skyM)).toBe(3);
    await movedReturn(app, admin, request.id, ['RECEIVED']);
    expect(await stockOf(app, s.whiteM)).toBe(10);
    expect(await productStock(s.productId, s.whiteM)).toBe(10);
    await movedReturn(app, admin, request.id, [['REFUNDED', 'Paid back by UPI to the shopper.']]);
    expect(await stockOf(app, s.whiteM)).toBe(10);
    expect(await stockOf(app, s.skyM)).toBe(3);
  });

  it('two admins clicking at once move a request once: stock changes once', async () => {
    const s = await deliveredShirts();
    const request = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 2, type: 'EXCHANGE', exchangeVariantId: s.whiteL },
    ]);
    const approvals = await Promise.all(
      Array.from({ length: 4 }, () => moveReturn(app, admin, request.id, 'APPROVED')),
    );
    expect(approvals.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(app, s.whiteL)).toBe(2);
    const receipts = await Promise.all(
      Array.from({ length: 4 }, () => moveReturn(app, admin, request.id, 'RECEIVED')),
    );
    expect(receipts.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(app, s.whiteM)).toBe(10);
    const history = (await read(admin, request.id)).json().return.history;
    expect(history.map((change: { status: string }) => change.status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
    ]);
  });
});

describe('the shopper’s mail', () => {
  it('tells them each step: received, approved with what to do, rejected with the note, received, exchanged', async () => {
    const s = await deliveredShirts();
    const customerEmail = s.customer.email;
    const exchange = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'EXCHANGE', exchangeVariantId: s.skyM },
    ]);
    const number = exchange.id.slice(0, 8);
    const mail = (subject: string) => waitForMail(config.dataDir, customerEmail, subject);
    expect(await mail(`We have your return request #${number}`)).toContain(
      '1 x Linen Shirt (White, M): exchange for Sky, M',
    );
    await movedReturn(app, admin, exchange.id, ['APPROVED']);
    const approved = await mail(`Your return request #${number} is approved`);
    expect(approved).toContain('Please pack the items below');
    expect(approved).toContain(`write #${number} on the parcel`);
    expect(approved).toContain('https://shop.example.in/profile/orders');
    await movedReturn(app, admin, exchange.id, ['RECEIVED']);
    expect(await mail(`Your return #${number} has reached us`)).toContain('Your parcel has reached us');
    await movedReturn(app, admin, exchange.id, ['EXCHANGED']);
    expect(await mail(`Your exchange #${number} is on its way`)).toContain('sizes and colours you asked for');

    const rejected = await askedReturn(app, s.customer, s.orderId, [
      { orderItemId: s.lineId, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, rejected.id, [['REJECTED', 'Returned after wearing it.']]);
    expect(await mail(`Your return request #${rejected.id.slice(0, 8)} was not approved`)).toContain(
      'Our note: Returned after wearing it.',
    );
  });
});
