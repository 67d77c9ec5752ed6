import type { Coupon, CouponBody, CouponType } from '@vastra/contract/coupons';
import {
  COUPON_CODE_INVALID,
  COUPON_ENDS_AFTER_START,
  COUPON_PERCENT_AT_MOST_100,
} from '@vastra/contract/messages';
import { formatRupeeSymbol } from '../../../lib/format';
import { momentOf, toLocalInput } from '../components/local-moment';

/** The coupon form as typed: every field a string, dates as the browser's datetime-local text. */
export interface CouponDraft {
  code: string;
  type: CouponType;
  value: string;
  minOrderValue: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
  showInCart: boolean;
}

export type CouponField = keyof CouponDraft;

export function draftOf(coupon: Coupon | null): CouponDraft {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'PERCENT',
    value: coupon?.value ?? '',
    minOrderValue: coupon?.minOrderValue ?? '',
    maxDiscount: coupon?.maxDiscount ?? '',
    startsAt: toLocalInput(coupon?.startsAt ?? null),
    endsAt: toLocalInput(coupon?.endsAt ?? null),
    usageLimit: coupon?.usageLimit?.toString() ?? '',
    perCustomerLimit: coupon?.perCustomerLimit?.toString() ?? '',
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    active: coupon?.active ?? true,
    showInCart: coupon?.showInCart ?? false,
  };
}

const amountPattern = /^\d{1,10}(\.\d{1,2})?$/;

function amountError(label: string, value: string, required: boolean): string | null {
  const text = value.trim();
  if (!text) return required ? `${label} must be a number.` : null;
  if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(text)) return `${label} must be a number with at most 2 decimals.`;
  return amountPattern.test(text) && Number(text) > 0 ? null : `${label} must be more than 0.`;
}

function limitError(label: string, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (!/^-?\d+$/.test(text)) return `${label} must be a whole number.`;
  return Number(text) >= 1 ? null : `${label} must be at least 1.`;
}

/**
 * The form's problems by field, in the server's words (the rules of POST /coupons, checked here
 * first so the admin sees them beside the fields without a round trip).
 */
export function couponDraftErrors(draft: CouponDraft): Partial<Record<CouponField, string>> {
  const errors: Partial<Record<CouponField, string>> = {};
  const add = (field: CouponField, message: string | null) => {
    if (message) errors[field] ??= message;
  };
  add('code', /^[A-Za-z0-9_-]{3,30}$/.test(draft.code.trim()) ? null : COUPON_CODE_INVALID);
  add('value', amountError('Value', draft.value, true));
  if (draft.type === 'PERCENT' && !errors.value && Number(draft.value) > 100) {
    add('value', COUPON_PERCENT_AT_MOST_100);
  }
  add('minOrderValue', amountError('Minimum order value', draft.minOrderValue, false));
  // A flat code hides the field and sends no maximum (see couponBodyFromDraft): nothing to check.
  if (draft.type === 'PERCENT') add('maxDiscount', amountError('Maximum discount', draft.maxDiscount, false));
  if (draft.startsAt && draft.endsAt && new Date(draft.endsAt) <= new Date(draft.startsAt)) {
    add('endsAt', COUPON_ENDS_AFTER_START);
  }
  add('usageLimit', limitError('Total uses', draft.usageLimit));
  add('perCustomerLimit', limitError('Uses per customer', draft.perCustomerLimit));
  return errors;
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);
const limitOf = (value: string) => (value.trim() ? Number(value) : null);

/** The body POST or PUT /coupons takes, from a draft without problems. */
export function couponBodyFromDraft(draft: CouponDraft): CouponBody {
  return {
    code: draft.code.trim(),
    type: draft.type,
    value: draft.value.trim(),
    minOrderValue: blankToNull(draft.minOrderValue),
    maxDiscount: draft.type === 'PERCENT' ? blankToNull(draft.maxDiscount) : null,
    startsAt: momentOf(draft.startsAt),
    endsAt: momentOf(draft.endsAt),
    usageLimit: limitOf(draft.usageLimit),
    perCustomerLimit: limitOf(draft.perCustomerLimit),
    firstOrderOnly: draft.firstOrderOnly,
    active: draft.active,
    showInCart: draft.showInCart,
  };
}

/** "10% off, up to ₹500.00" or "₹200.00 off": what a code gives, in one line. */
export function offerLine(coupon: Pick<Coupon, 'type' | 'value' | 'maxDiscount'>): string {
  if (coupon.type === 'FLAT') return `${formatRupeeSymbol(coupon.value)} off`;
  const percent = `${Number(coupon.value)}% off`;
  return coupon.maxDiscount ? `${percent}, up to ${formatRupeeSymbol(coupon.maxDiscount)}` : percent;
}

export type CouponStatus = 'Active' | 'Paused' | 'Scheduled' | 'Expired' | 'Used up';

/** Where a coupon stands for shoppers right now. */
export function couponStatus(coupon: Coupon, now = new Date()): CouponStatus {
  if (!coupon.active) return 'Paused';
  if (coupon.endsAt && new Date(coupon.endsAt) <= now) return 'Expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'Used up';
  if (coupon.startsAt && new Date(coupon.startsAt) > now) return 'Scheduled';
  return 'Active';
}
