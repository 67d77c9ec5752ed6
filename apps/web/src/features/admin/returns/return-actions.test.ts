import type { ReturnRequest } from '@vastra/contract/returns';
import { describe, expect, it } from 'vitest';
import { requestTypes, returnActions, returnStatusTone, returnStatusWord, unitCount } from './return-actions';

type Item = ReturnRequest['items'][number];
const item = (type: Item['type'], quantity = 1) => ({ type, quantity }) as Item;
const request = (status: ReturnRequest['status'], items: Item[]) => ({ status, items });
const moves = (
  status: ReturnRequest['status'],
  items: Item[],
  payment: 'COD' | 'ONLINE_PAYMENT' = 'ONLINE_PAYMENT',
) => returnActions(request(status, items), payment).map((action) => action.label);

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

  it('asks for a note to reject, and to refund a cash on delivery order only', () => {
    const [, reject] = returnActions(request('REQUESTED', [item('RETURN')]), 'ONLINE_PAYMENT');
    expect(reject?.noteRequired).toBe(true);
    const [approve] = returnActions(request('REQUESTED', [item('RETURN')]), 'ONLINE_PAYMENT');
    expect(approve?.noteRequired).toBe(false);
    const [cod] = returnActions(request('RECEIVED', [item('RETURN')]), 'COD');
    expect(cod).toMatchObject({ status: 'REFUNDED', noteRequired: true, title: 'Record the refund' });
    const [online] = returnActions(request('RECEIVED', [item('RETURN')]), 'ONLINE_PAYMENT');
    expect(online).toMatchObject({ status: 'REFUNDED', noteRequired: false });
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
