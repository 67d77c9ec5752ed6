import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@vastra/contract/coupons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { FormModal } from '../components/FormModal';
import { formStyles as f } from '../components/form-styles';
import { adminCouponsQueryKey, saveCoupon } from './coupon-api';
import {
  type CouponDraft,
  type CouponField,
  couponBodyFromDraft,
  couponDraftErrors,
  draftOf,
} from './coupon-draft';

interface CouponFormModalProps {
  /** The coupon being edited, or null to add one. */
  editing: Coupon | null;
  onClose(): void;
}

/** Add or edit a coupon: code, percentage or flat amount, limits, validity, and whether it is live. */
export function CouponFormModal({ editing, onClose }: CouponFormModalProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends CouponField>(field: K, value: CouponDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: () => saveCoupon(couponBodyFromDraft(draft), editing?.id ?? null),
    onSuccess: async ({ coupon }) => {
      toast.success(editing ? `Coupon ${coupon.code} saved.` : `Coupon ${coupon.code} created.`);
      await queryClient.invalidateQueries({ queryKey: adminCouponsQueryKey });
      onClose();
    },
    onError: (error) => {
      // The server names the field (a code already in use, say): shown beside it.
      if (error instanceof ApiError && error.status < 500) {
        setErrors(error.errors ?? {});
        setProblem(error.errors ? null : error.message);
      } else {
        setProblem('The coupon could not be saved. Please try again.');
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = couponDraftErrors(draft);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length === 0) save.mutate();
  };

  const percent = draft.type === 'PERCENT';
  const field = (name: CouponField, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${formId}-${name}`} className={f.label}>
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`${formId}-${name}-error`} className={f.error}>
          {errors[name]}
        </p>
      ) : (
        hint && <p className={f.hint}>{hint}</p>
      )}
    </div>
  );
  const textInput = (
    name: Exclude<CouponField, 'type' | 'firstOrderOnly' | 'active' | 'showInCart'>,
    props: object = {},
  ) => (
    <input
      id={`${formId}-${name}`}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${formId}-${name}-error` : undefined}
      className={f.input}
      {...props}
    />
  );
  const checkbox = (name: 'firstOrderOnly' | 'active' | 'showInCart', label: string) => (
    <label className="flex min-h-6 items-center gap-2 text-sm text-neutral-800">
      <input
        type="checkbox"
        checked={draft[name]}
        onChange={(event) => set(name, event.target.checked)}
        className="size-4 shrink-0 accent-neutral-900"
      />
      {label}
    </label>
  );
  const money = { inputMode: 'decimal', placeholder: 'None' };
  const count = { inputMode: 'numeric', placeholder: 'No limit' };

  return (
    <FormModal
      title={editing ? 'Edit Coupon' : 'Add Coupon'}
      formId={formId}
      busy={save.isPending}
      submitLabel={editing ? 'Save Changes' : 'Create Coupon'}
      onClose={onClose}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'code',
            'Code',
            textInput('code', { autoCapitalize: 'characters', maxLength: 30, placeholder: 'e.g. DIWALI20' }),
            'What shoppers type; any case matches.',
          )}
          {field(
            'type',
            'Discount',
            <select
              id={`${formId}-type`}
              value={draft.type}
              onChange={(event) => set('type', event.target.value as CouponDraft['type'])}
              className={f.input}
            >
              <option value="PERCENT">Percentage off</option>
              <option value="FLAT">Flat amount off (₹)</option>
            </select>,
          )}
          {field(
            'value',
            percent ? 'Percent off' : 'Amount off (₹)',
            textInput('value', { inputMode: 'decimal' }),
          )}
          {percent &&
            field(
              'maxDiscount',
              'Maximum discount (₹)',
              textInput('maxDiscount', money),
              'The most it takes off.',
            )}
        </div>
        <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-3">
          <legend className="sr-only">Limits</legend>
          {field('minOrderValue', 'Minimum order value (₹)', textInput('minOrderValue', money))}
          {field('usageLimit', 'Total uses', textInput('usageLimit', count))}
          {field('perCustomerLimit', 'Uses per customer', textInput('perCustomerLimit', count))}
        </fieldset>
        <fieldset className="grid gap-5 border-t border-neutral-200 pt-5 sm:grid-cols-2">
          <legend className="sr-only">When it can be used</legend>
          {field('startsAt', 'Starts', textInput('startsAt', { type: 'datetime-local' }), 'Empty: from now.')}
          {field('endsAt', 'Ends', textInput('endsAt', { type: 'datetime-local' }), 'Empty: never ends.')}
        </fieldset>
        <div className="space-y-3">
          {checkbox('firstOrderOnly', 'First order only (shoppers without an order that was not cancelled)')}
          {checkbox('active', 'Active (clear to pause it)')}
          {checkbox('showInCart', 'Show in the cart’s offers (every shopper sees it there)')}
        </div>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
    </FormModal>
  );
}
