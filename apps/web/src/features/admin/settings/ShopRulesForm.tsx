import type { ShopSettings } from '@vastra/contract/settings';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useSaveShopSettings, useShopSettings } from './settings-api';

// WhatsApp messages and cash on delivery (confirmation and fee) have forms of their own.
type Draft = Record<
  Exclude<
    keyof ShopSettings,
    'whatsappMessages' | 'codConfirmation' | 'codConfirmationHours' | 'codMaxReturnedParcels' | 'codFee'
  >,
  string
>;

interface RuleField {
  key: keyof Draft;
  label: string;
  hint: string;
  step?: string;
}

const limitFields: RuleField[] = [
  {
    key: 'codMaxOpenOrders',
    label: 'Open cash on delivery orders per customer',
    hint: 'Orders not yet delivered or cancelled. 0 turns cash on delivery off.',
  },
  {
    key: 'codMaxOpenValue',
    label: 'Open cash on delivery value per customer (₹)',
    hint: 'What one customer’s open cash on delivery orders may add up to.',
    step: '0.01',
  },
  {
    key: 'onlineMaxUnpaidOrders',
    label: 'Online payments waiting per customer',
    hint: 'Online orders not yet paid: each holds its stock for 30 minutes. At least 1.',
  },
  {
    key: 'onlineMaxHeldUnits',
    label: 'Units of one item waiting for payment per customer',
    hint: 'What one customer’s unpaid online orders may hold of one colour and size together. A first order of an item is limited only by the units per order.',
  },
  {
    key: 'maxQuantityPerLine',
    label: 'Units of one item per order',
    hint: 'The most a shopper can put in the cart of one colour and size.',
  },
];

/** India's rule since 22 September 2025: 5% on a piece of up to Rs. 2,500 before tax, 18% above. */
const gstFields: RuleField[] = [
  {
    key: 'apparelThreshold',
    label: 'Apparel price threshold, before tax (₹)',
    hint: 'A piece whose price, less GST at the lower rate, is at most this takes the lower rate.',
    step: '0.01',
  },
  {
    key: 'apparelRateUpTo',
    label: 'GST up to the threshold (%)',
    hint: 'For products without a GST rate of their own.',
    step: '0.01',
  },
  {
    key: 'apparelRateAbove',
    label: 'GST above the threshold (%)',
    hint: 'For products without a GST rate of their own.',
    step: '0.01',
  },
];

const returnFields: RuleField[] = [
  {
    key: 'returnWindowDays',
    label: 'Return window (days)',
    hint: 'Days after delivery in which a customer can ask to return or exchange an item. 0 takes no returns.',
  },
];

/**
 * The shop's order rules: limits that keep fake cash-on-delivery orders and unpaid online orders
 * from locking up stock, the GST slab for apparel, and how long after delivery returns are taken.
 */
export function ShopRulesForm() {
  const { data, isPending, isError } = useShopSettings();
  return (
    <section
      aria-labelledby="shop-rules"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="shop-rules" className="text-base font-semibold text-neutral-900">
        Order limits, GST and returns
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-500">
        Cash on delivery orders hold stock until they are delivered, and online orders until they are paid:
        these limits stop one account from holding too much.
      </p>
      {isPending && <p className="text-sm text-neutral-500">Loading…</p>}
      {isError && <p className="text-sm text-red-600">The shop’s rules could not be loaded.</p>}
      {data && <RulesFields settings={data} />}
    </section>
  );
}

function RulesFields({ settings }: { settings: ShopSettings }) {
  const id = useId();
  const save = useSaveShopSettings();
  const [draft, setDraft] = useState<Draft>({
    codMaxOpenOrders: String(settings.codMaxOpenOrders),
    codMaxOpenValue: settings.codMaxOpenValue,
    maxQuantityPerLine: String(settings.maxQuantityPerLine),
    onlineMaxUnpaidOrders: String(settings.onlineMaxUnpaidOrders),
    onlineMaxHeldUnits: String(settings.onlineMaxHeldUnits),
    apparelThreshold: settings.apparelThreshold,
    apparelRateUpTo: String(settings.apparelRateUpTo),
    apparelRateAbove: String(settings.apparelRateAbove),
    returnWindowDays: String(settings.returnWindowDays),
  });
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    const body = {
      codMaxOpenOrders: number(draft.codMaxOpenOrders),
      codMaxOpenValue: draft.codMaxOpenValue,
      maxQuantityPerLine: number(draft.maxQuantityPerLine),
      onlineMaxUnpaidOrders: number(draft.onlineMaxUnpaidOrders),
      onlineMaxHeldUnits: number(draft.onlineMaxHeldUnits),
      apparelThreshold: draft.apparelThreshold,
      apparelRateUpTo: draft.apparelRateUpTo,
      apparelRateAbove: draft.apparelRateAbove,
      returnWindowDays: number(draft.returnWindowDays),
    };
    save.mutate(body, {
      onSuccess: () => {
        setProblems({});
        toast.success('Shop rules saved.');
      },
      onError: (error) => {
        setProblems(error instanceof ApiError ? (error.errors ?? {}) : {});
        toast.error(error instanceof ApiError ? error.message : 'Failed to save the shop’s rules.');
      },
    });
  };

  const input = (field: RuleField) => (
    <div key={field.key}>
      <label htmlFor={`${id}-${field.key}`} className={f.label}>
        {field.label}
      </label>
      <input
        id={`${id}-${field.key}`}
        type="number"
        inputMode={field.step ? 'decimal' : 'numeric'}
        min={0}
        step={field.step ?? '1'}
        value={draft[field.key]}
        onChange={(event) => setDraft((current) => ({ ...current, [field.key]: event.target.value }))}
        aria-invalid={problems[field.key] ? true : undefined}
        aria-describedby={`${id}-${field.key}-hint`}
        className={`${f.input} max-w-xs`}
      />
      <p id={`${id}-${field.key}-hint`} className={problems[field.key] ? f.error : f.hint}>
        {problems[field.key] ?? field.hint}
      </p>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {limitFields.map(input)}
      <h3 className="border-t border-neutral-100 pt-5 text-sm font-semibold text-neutral-900">
        GST on apparel
      </h3>
      <p className="text-sm text-neutral-500">
        Prices include GST. Tax invoices charge a product its own GST rate, or else this slab.
      </p>
      {gstFields.map(input)}
      <h3 className="border-t border-neutral-100 pt-5 text-sm font-semibold text-neutral-900">
        Returns and exchanges
      </h3>
      {returnFields.map(input)}
      <button type="submit" disabled={save.isPending} className={f.primaryButton}>
        {save.isPending ? 'Saving...' : 'Save Rules'}
      </button>
    </form>
  );
}
