import { describe, expect, it } from 'vitest';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { openRazorpayShop } from '../../../test/razorpay-shop';
import { askedReturn, deliver, movedReturn, moveReturn } from '../../../test/return-fixtures';
import { createTestUser } from '../../../test/users';
import { shopContext } from '../orders';
import { followUpPendingRefunds } from '../returns';

const { razorpay, app, onlineOrder, postCallback } = await openRazorpayShop();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

/** A Razorpay-paid order of 2 jackets, delivered, with one asked back and received. */
async function receivedReturn() {
  const { user, res } = await onlineOrder(2);
  const { merchantTransactionId, order } = res.json();
  const remote = razorpay.orderFor(merchantTransactionId);
  if (!remote) throw new Error('no Razorpay order was created');
  const payment = razorpay.attempt(remote.id, 'captured');
  expect((await postCallback(razorpay.checkoutResult(payment))).statusCode).toBe(303);
  const delivered = await deliver(app, admin, order.id);
  const request = await askedReturn(app, user, order.id, [
    { orderItemId: delivered.items[0]?.id as string, quantity: 1, type: 'RETURN' },
  ]);
  await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
  return { user, merchantTransactionId, remote, payment, returnId: request.id as string };
}

const refundsOf = (paymentId: string) =>
  [...razorpay.refunds.values()].filter((r) => r.payment_id === paymentId);

describe('refunds through Razorpay', () => {
  it('refunds the captured payment in paise, with our refund id as receipt and idempotency key, recorded PENDING', async () => {
    const { payment, returnId } = await receivedReturn();
    const refunded = await movedReturn(app, admin, returnId, ['REFUNDED']);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundTotal: '1149.75',
      refund: { amount: '1149.75', method: 'PROVIDER', state: 'PENDING', reference: returnId },
    });
    const made = refundsOf(payment.id);
    expect(made).toEqual([
      expect.objectContaining({
        amount: 114975,
        receipt: returnId,
        status: 'pending',
        speed_requested: 'normal',
      }),
    ]);
    expect(razorpay.idempotency.get(returnId)?.refundId).toBe(made[0]?.id);
  });

  it('asking twice with the same refund id is one refund at Razorpay', async () => {
    const { merchantTransactionId, remote, payment, returnId } = await receivedReturn();
    const request = {
      refundId: returnId,
      merchantTransactionId,
      providerOrderId: remote.id,
      amountPaise: 114975,
    };
    expect(await app.paymentProvider.refund(request)).toBe('PENDING');
    expect(await app.paymentProvider.refund(request)).toBe('PENDING');
    expect(refundsOf(payment.id)).toHaveLength(1);
    // The same key with another amount is refused by Razorpay, not made a second refund.
    await expect(app.paymentProvider.refund({ ...request, amountPaise: 100 })).rejects.toThrow(
      /Different request with the same idempotency key/,
    );
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('a refund Razorpay cannot take is a 502: the request stays RECEIVED and nothing is refunded', async () => {
    const { user, payment, returnId } = await receivedReturn();
    razorpay.state.unreachable = true;
    try {
      const res = await moveReturn(app, admin, returnId, 'REFUNDED');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message:
          'The payment provider did not accept the refund, so nothing was refunded. Please try again later.',
      });
    } finally {
      razorpay.state.unreachable = false;
    }
    const mine = await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth });
    expect(mine.json().return).toMatchObject({ status: 'RECEIVED', refund: null, creditNoteNumber: null });
    expect(refundsOf(payment.id)).toHaveLength(0);
    expect((await movedReturn(app, admin, returnId, ['REFUNDED'])).refund).toMatchObject({
      state: 'PENDING',
    });
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('a PENDING refund is followed up until Razorpay has processed it', async () => {
    const { user, payment, returnId } = await receivedReturn();
    await movedReturn(app, admin, returnId, ['REFUNDED']);
    const mine = async () =>
      (await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth })).json()
        .return;

    await followUpPendingRefunds(shopContext(app), new Date());
    expect((await mine()).refund).toMatchObject({ state: 'PENDING' });

    const [remote] = refundsOf(payment.id);
    if (remote) remote.status = 'processed';
    expect(await followUpPendingRefunds(shopContext(app), new Date())).toBeGreaterThanOrEqual(1);
    expect((await mine()).refund).toMatchObject({ state: 'COMPLETED' });
  });

  it('a refund Razorpay reports failed is recorded FAILED for the admin to pay back another way', async () => {
    const { user, payment, returnId } = await receivedReturn();
    await movedReturn(app, admin, returnId, ['REFUNDED']);
    const [remote] = refundsOf(payment.id);
    if (remote) remote.status = 'failed';
    await followUpPendingRefunds(shopContext(app), new Date());
    const mine = await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth });
    expect(mine.json().return.refund).toMatchObject({ state: 'FAILED' });
  });
});
