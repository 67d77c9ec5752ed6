import type { ReturnItem, ReturnStatus } from '@vastra/contract/returns';
import { describe, expect, it } from 'vitest';
import { aReturnItem, aReturnRequest } from '../../../test/orders';
import { requestTypes, returnActions, returnStatusTone, returnStatusWord, unitCount } from './return-actions';

const item = (type: ReturnItem['type'], quantity = 1) => aReturnItem({ type, quantity });
const request = (status: ReturnStatus, items: ReturnItem[]) => aReturnRequest({ status, items });
const online = { paymentMethod: 'ONLINE_PAYMENT', paymentStatus: 'COMPLETED' } as const;
const cod = { paymentMethod: 'COD', paymentStatus: 'PENDING' } as const;
const moves = (status: ReturnStatus, items: ReturnItem[]) =>
  returnActions(request(status, items), online).map((action) => action.label);

describe('the steps an admin can take', () => {
  it('approves or rejects a new request, receives or rejects an approved one', () => {
    expect(moves('REQUESTED', [item('RETURN')])).toEqual(['Approve', 'Reject']);
    expect(moves('APPROVED', [item('EXCHANGE')])).toEqual(['Mark received', 'Reject']);
  });

  it('refunds a received request that returns anything for money, else sends its exchange', () => {
    expect(moves('RECEIVED', [item('RETURN')])).toEqual(['Refund']);
    expect(moves('RECEIVED', [item('EXCHANGE'), item('RETURN')])).toEqual(['Refund']);
    expect(moves('RECEIVED', [item('EXCHANGE')])).toEqual(['Send exchange']);
  });

  it('offers nothing once a request is settled or rejected', () => {
    for (const status of ['REJECTED', 'REFUNDED', 'EXCHANGED'] as const) {
      expect(moves(status, [item('RETURN')])).toEqual([]);
    }
  });

  it('asks for a note to reject, in the server’s words', () => {
    const [approve, reject] = returnActions(request('REQUESTED', [item('RETURN')]), online);
    expect(approve?.noteMissing).toBeNull();
    expect(reject?.noteMissing).toBe('Add a note saying why the request is rejected.');
  });

  it('asks for a note to refund only what the payment provider cannot pay back', () => {
    const received = request('RECEIVED', [item('RETURN')]);
    expect(returnActions(received, cod)[0]).toMatchObject({
      status: 'REFUNDED',
      title: 'Record the refund',
      noteMissing: 'Add a note saying how the money was paid back.',
    });
    expect(returnActions(received, online)[0]).toMatchObject({ status: 'REFUNDED', noteMissing: null });
    const unpaid = { paymentMethod: 'ONLINE_PAYMENT', paymentStatus: 'FAILED' } as const;
    expect(returnActions(received, unpaid)[0]?.noteMissing).not.toBeNull();
  });

  it('refunds to store credit without a note when the customer asked for it, however they paid', () => {
    const toCredit = aReturnRequest({
      status: 'RECEIVED',
      items: [item('RETURN')],
      refundTo: 'STORE_CREDIT',
    });
    for (const order of [cod, online]) {
      expect(returnActions(toCredit, order)[0]).toMatchObject({
        status: 'REFUNDED',
        title: 'Refund to store credit?',
        noteMissing: null,
      });
    }
  });

  it('says a refund sends the request’s exchanges with it', () => {
    const [refund] = returnActions(request('RECEIVED', [item('EXCHANGE'), item('RETURN')]), online);
    expect(refund?.explanation).toContain('The exchanges in this request are sent with it.');
  });
});

describe('a request in the list', () => {
  it('names its status and colours it', () => {
    expect(returnStatusWord('REQUESTED')).toBe('Requested');
    expect(returnStatusTone('REQUESTED')).toBe('yellow');
    expect(returnStatusTone('APPROVED')).toBe('blue');
    expect(returnStatusTone('REJECTED')).toBe('red');
    expect(returnStatusTone('EXCHANGED')).toBe('green');
  });

  it('counts its units and names its types', () => {
    const mixed = request('REQUESTED', [item('EXCHANGE', 2), item('RETURN', 1)]);
    expect(unitCount(mixed)).toBe(3);
    expect(requestTypes(mixed)).toBe('Return, Exchange');
    expect(requestTypes(request('REQUESTED', [item('EXCHANGE')]))).toBe('Exchange');
  });
});
