import { describe, expect, it } from 'vitest';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { callback, openPhonePeShop, sha256 } from '../../../test/fake-phonepe';
import { askedReturn, deliver, movedReturn, moveReturn } from '../../../test/return-fixtures';
import { createTestUser } from '../../../test/users';
import { shopContext } from '../orders';
import { followUpPendingRefunds } from '../returns';

const { phonePe, app, onlineOrder, sendCallback } = await openPhonePeShop();

// Orders are delivered, and so invoiced, before they can be returned: here by a shop with its GSTIN,
// so each refund's credit note is against a tax invoice.
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);

describe('refunds through PhonePe', () => {
  /** A PhonePe-paid order of 2 jackets, delivered, with one asked back and received. */
  async function receivedReturn() {
    const { user, res } = await onlineOrder(2);
    const { merchantTransactionId, order } = res.json();
    const paid = await sendCallback(
      sha256(`${callback.username}:${callback.password}`),
      merchantTransactionId,
      'COMPLETED',
      229950,
    );
    expect(paid.statusCode).toBe(200);
    const remote = phonePe.orders.get(merchantTransactionId);
    if (remote) remote.state = 'COMPLETED';
    const delivered = await deliver(app, admin, order.id);
    const request = await askedReturn(app, user, order.id, [
      { orderItemId: delivered.items[0]?.id as string, quantity: 1, type: 'RETURN' },
    ]);
    await movedReturn(app, admin, request.id, ['APPROVED', 'RECEIVED']);
    return { user, merchantTransactionId, returnId: request.id as string };
  }

  it('asks PhonePe with our refund id, the payment’s id and the amount in paise, and records it PENDING', async () => {
    const { merchantTransactionId, returnId } = await receivedReturn();
    const refunded = await movedReturn(app, admin, returnId, ['REFUNDED']);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundTotal: '1149.75',
      refund: { amount: '1149.75', method: 'PROVIDER', state: 'PENDING', reference: returnId },
    });
    expect(refunded.creditNoteNumber).toMatch(/^CN\//);
    expect(phonePe.refunds.get(returnId)).toEqual({
      originalMerchantOrderId: merchantTransactionId,
      amount: 114975,
      state: 'PENDING',
    });
  });

  it('a refund PhonePe refuses is a 502: the request stays RECEIVED, nothing is refunded, no credit note number is taken', async () => {
    const before = await receivedReturn();
    const last = (await movedReturn(app, admin, before.returnId, ['REFUNDED'])).creditNoteNumber as string;
    const { user, returnId } = await receivedReturn();
    phonePe.state.refuseRefunds = true;
    try {
      const res = await moveReturn(app, admin, returnId, 'REFUNDED');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message:
          'The payment provider did not accept the refund, so nothing was refunded. Please try again later.',
      });
    } finally {
      phonePe.state.refuseRefunds = false;
    }
    const mine = await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth });
    expect(mine.json().return).toMatchObject({ status: 'RECEIVED', refund: null, creditNoteNumber: null });
    expect(phonePe.refunds.has(returnId)).toBe(false);

    const retried = await movedReturn(app, admin, returnId, ['REFUNDED']);
    const sequence = (number: string) => Number(number.split('/').at(-1));
    expect(sequence(retried.creditNoteNumber as string)).toBe(sequence(last) + 1);
    expect(phonePe.refunds.get(returnId)?.amount).toBe(114975);
  });

  it('a PENDING refund is asked about again until PhonePe settles it', async () => {
    const { user, returnId } = await receivedReturn();
    await movedReturn(app, admin, returnId, ['REFUNDED']);
    const mine = async () =>
      (await app.inject({ method: 'GET', url: `/api/returns/${returnId}`, headers: user.auth })).json()
        .return;

    await followUpPendingRefunds(shopContext(app), new Date());
    expect((await mine()).refund).toMatchObject({ state: 'PENDING' });

    const remote = phonePe.refunds.get(returnId);
    if (remote) remote.state = 'COMPLETED';
    expect(await followUpPendingRefunds(shopContext(app), new Date())).toBeGreaterThanOrEqual(1);
    expect((await mine()).refund).toMatchObject({ state: 'COMPLETED', amount: '1149.75' });
  });
});
