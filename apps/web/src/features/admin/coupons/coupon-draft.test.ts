import { couponBody } from '@vastra/contract/coupons';
import { describe, expect, it } from 'vitest';
import {
  type CouponDraft,
  couponBodyFromDraft,
  couponDraftErrors,
  couponStatus,
  draftOf,
  offerLine,
} from './coupon-draft';

const valid: CouponDraft = { ...draftOf(null), code: 'DIWALI20', value: '20' };

/** The server's sentence per field for the body the draft turns into. */
function serverErrors(draft: CouponDraft) {
  const parsed = couponBody.safeParse({
    ...couponBodyFromDraft(draft),
    // What the admin typed, not what the form would leave out.
    maxDiscount: draft.maxDiscount.trim() || null,
    usageLimit: draft.usageLimit.trim() ? Number(draft.usageLimit) : null,
    perCustomerLimit: draft.perCustomerLimit.trim() ? Number(draft.perCustomerLimit) : null,
  });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the coupon form', () => {
  it.each<[string, Partial<CouponDraft>]>([
    ['a code with a space', { code: 'NEW YEAR' }],
    ['a value of 0', { value: '0' }],
    ['a negative value', { value: '-5' }],
    ['a value with 3 decimals', { value: '1.125' }],
    ['a percentage over 100', { value: '150' }],
    ['a maximum discount of 0', { maxDiscount: '0' }],
    ['an end before the start', { startsAt: '2026-12-10T10:00', endsAt: '2026-12-09T10:00' }],
    ['a total use limit of 0', { usageLimit: '0' }],
    ['a per-customer limit of 1.5', { perCustomerLimit: '1.5' }],
    ['a minimum order value of 0', { minOrderValue: '0' }],
  ])('says what the server says about %s, beside the same field', (_name, change) => {
    const draft = { ...valid, ...change };
    const errors = couponDraftErrors(draft);
    expect(Object.keys(errors)).toHaveLength(1);
    expect(errors).toEqual(serverErrors(draft));
  });

  it('sends a valid draft as a body the server takes: blanks as null, local times as instants', () => {
    const draft = { ...valid, maxDiscount: ' 500 ', startsAt: '2026-12-01T00:00', usageLimit: '100' };
    expect(couponDraftErrors(draft)).toEqual({});
    const body = couponBodyFromDraft(draft);
    expect(couponBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      code: 'DIWALI20',
      value: '20',
      maxDiscount: '500',
      minOrderValue: null,
      startsAt: new Date('2026-12-01T00:00').toISOString(),
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: null,
      showInCart: false,
    });
  });

  it('drops the maximum discount of a percentage code switched to a flat amount, as the field goes', () => {
    const draft = { ...valid, maxDiscount: '500', type: 'FLAT' as const, value: '200' };
    expect(couponDraftErrors(draft)).toEqual({});
    expect(couponBodyFromDraft(draft).maxDiscount).toBeNull();
  });

  it('opens an existing coupon as it was saved', () => {
    const coupon = {
      id: 'c0ffee00-1111-4000-8000-000000000000',
      code: 'FLAT200',
      type: 'FLAT' as const,
      value: '200.00',
      minOrderValue: '1999.00',
      maxDiscount: null,
      startsAt: null,
      endsAt: '2026-12-31T18:29:00.000Z',
      usageLimit: null,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      active: true,
      showInCart: true,
      timesUsed: 3,
    };
    const draft = draftOf(coupon);
    expect(new Date(draft.endsAt).toISOString()).toBe(coupon.endsAt);
    expect(couponBodyFromDraft(draft)).toMatchObject({
      value: '200.00',
      minOrderValue: '1999.00',
      perCustomerLimit: 1,
      showInCart: true,
    });
    expect(offerLine(coupon)).toBe('₹200.00 off');
    expect(offerLine({ type: 'PERCENT', value: '12.50', maxDiscount: '500.00' })).toBe(
      '12.5% off, up to ₹500.00',
    );
    expect(couponStatus(coupon, new Date('2026-12-01'))).toBe('Active');
    expect(couponStatus(coupon, new Date('2027-01-01'))).toBe('Expired');
    expect(couponStatus({ ...coupon, usageLimit: 3 }, new Date('2026-12-01'))).toBe('Used up');
    expect(couponStatus({ ...coupon, active: false })).toBe('Paused');
  });
});
