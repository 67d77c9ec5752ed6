import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../../../test/orders';
import {
  checkDraft,
  draftSummary,
  EXCHANGE_MISSING,
  type LineDraft,
  NOTHING_CHOSEN,
  REASON_MISSING,
  untouchedLine,
  withQuantity,
} from './return-draft';

const kurta = anOrderItem({ id: 'line-kurta', quantity: 2, priceAtPurchase: '1299.00' });
const saree = anOrderItem({
  id: 'line-saree',
  priceAtPurchase: '4599.00',
  discount: '230.00',
  product: {
    id: 'p-saree',
    name: 'Silk Saree',
    images: [],
    variant: { id: 'v-free', color: 'Red', size: 'Free' },
  },
});
const line = (draft: Partial<LineDraft>): LineDraft => ({ ...untouchedLine, chosen: true, ...draft });

describe('checking the form before sending', () => {
  it('asks for at least one item', () => {
    expect(checkDraft([kurta, saree], {})).toEqual({ problem: NOTHING_CHOSEN, lines: {} });
    expect(checkDraft([kurta], { 'line-kurta': untouchedLine })).toEqual({
      problem: NOTHING_CHOSEN,
      lines: {},
    });
  });

  it('asks each chosen line for a reason, and an exchange for the variant wanted', () => {
    const check = checkDraft([kurta, saree], {
      'line-kurta': line({ type: 'EXCHANGE' }),
      'line-saree': line({ reason: 'Changed my mind' }),
    });
    expect(check).toMatchObject({
      lines: { 'line-kurta': { reason: REASON_MISSING, exchange: EXCHANGE_MISSING } },
    });
    expect('lines' in check && check.lines['line-saree']).toBeUndefined();
  });

  it('sends the chosen lines in the order’s order, the exchange with the variant wanted', () => {
    const check = checkDraft([kurta, saree], {
      'line-saree': line({ reason: 'Damaged or defective' }),
      'line-kurta': line({
        quantity: 2,
        type: 'EXCHANGE',
        reason: 'Size too small',
        exchangeVariant: { id: 'v-l', size: 'L', color: 'Navy', stock: 4 },
      }),
    });
    expect(check).toEqual({
      body: {
        items: [
          {
            orderItemId: 'line-kurta',
            quantity: 2,
            type: 'EXCHANGE',
            reason: 'Size too small',
            exchangeVariantId: 'v-l',
          },
          { orderItemId: 'line-saree', quantity: 1, type: 'RETURN', reason: 'Damaged or defective' },
        ],
      },
    });
  });

  it('does not send a variant picked before switching back to a return', () => {
    const check = checkDraft([kurta], {
      'line-kurta': line({
        reason: 'Changed my mind',
        exchangeVariant: { id: 'v-l', size: 'L', color: 'Navy', stock: 4 },
      }),
    });
    expect(check).toEqual({
      body: {
        items: [{ orderItemId: 'line-kurta', quantity: 1, type: 'RETURN', reason: 'Changed my mind' }],
      },
    });
  });
});

describe('the summary', () => {
  it('estimates each return’s refund and names each exchange’s variant', () => {
    const summary = draftSummary([kurta, saree], {
      'line-kurta': line({
        type: 'EXCHANGE',
        exchangeVariant: { id: 'v-l', size: 'L', color: 'Navy', stock: 4 },
      }),
      'line-saree': line({}),
    });
    expect(summary.lines).toEqual([
      { orderItemId: 'line-kurta', name: 'Cotton Kurta', quantity: 1, outcome: "We'll send L / Navy" },
      { orderItemId: 'line-saree', name: 'Silk Saree', quantity: 1, outcome: 'Refund Rs. 4,369.00' },
    ]);
    expect(summary.refundPaise).toBe(436900);
  });

  it('adds up the refunds of several returned lines and leaves out lines not chosen', () => {
    const summary = draftSummary([kurta, saree], {
      'line-kurta': line({ quantity: 2 }),
      'line-saree': untouchedLine,
    });
    expect(summary.lines).toHaveLength(1);
    expect(summary.refundPaise).toBe(259800);
  });
});

describe('changing the quantity', () => {
  it('keeps the variant chosen for the exchange while it has stock for the units, else lets it go', () => {
    const exchange = line({
      type: 'EXCHANGE',
      exchangeVariant: { id: 'v-l', size: 'L', color: 'Navy', stock: 2 },
    });
    expect(withQuantity(exchange, 2)).toEqual({ ...exchange, quantity: 2 });
    expect(withQuantity(exchange, 3)).toEqual({ ...exchange, quantity: 3, exchangeVariant: null });
  });
});
