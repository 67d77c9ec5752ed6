import type { ShopSettings } from '@vastra/contract/settings';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useSaveShopSettings, useShopSettings } from './settings-api';

/**
 * Cash on delivery (docs/api.md §14): whether the shop asks shoppers to confirm their orders before
 * they are packed, how many hours they have before the order is cancelled, after how many parcels
 * returned to the shop a customer gets no cash on delivery, and the fee a COD order adds.
 */
export function CodConfirmationForm() {
  const { data } = useShopSettings();
  return (
    <section
      aria-labelledby="cod-confirmation"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="cod-confirmation" className="text-base font-semibold text-neutral-900">
        Cash on delivery
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-500">
        Ask each cash on delivery shopper, by WhatsApp or SMS, to confirm the order before it is packed.
        Orders waiting for an answer cannot be shipped; you can also confirm one on the phone.
      </p>
      {data && <CodConfirmationFields settings={data} />}
    </section>
  );
}

function CodConfirmationFields({ settings }: { settings: ShopSettings }) {
  const id = useId();
  const save = useSaveShopSettings();
  const [asking, setAsking] = useState(settings.codConfirmation === 'ON');
  const [hours, setHours] = useState(String(settings.codConfirmationHours ?? 24));
  const [returned, setReturned] = useState(
    settings.codMaxReturnedParcels == null ? '' : String(settings.codMaxReturnedParcels),
  );
  const [codFee, setCodFee] = useState(settings.codFee ?? '0.00');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    save.mutate(
      {
        ...settings,
        codConfirmation: asking ? 'ON' : 'OFF',
        codConfirmationHours: number(hours),
        codMaxReturnedParcels: returned.trim() === '' ? null : number(returned),
        codFee,
      },
      {
        onSuccess: () => {
          setProblems({});
          toast.success('Cash on delivery settings saved.');
        },
        onError: (error) => {
          setProblems(error instanceof ApiError ? (error.errors ?? {}) : {});
          toast.error(
            error instanceof ApiError ? error.message : 'Failed to save the cash on delivery settings.',
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-neutral-800">
        <input
          type="checkbox"
          className="size-5 accent-neutral-900"
          checked={asking}
          onChange={(event) => setAsking(event.target.checked)}
        />
        Ask shoppers to confirm cash on delivery orders
      </label>
      <NumberField
        id={`${id}-hours`}
        label="Hours to confirm"
        value={hours}
        onChange={setHours}
        problem={problems.codConfirmationHours}
        hint="An order not confirmed in this time is cancelled and its stock put back."
      />
      <NumberField
        id={`${id}-returned`}
        label="Turn cash on delivery off after this many returned parcels"
        value={returned}
        onChange={setReturned}
        placeholder="No limit"
        problem={problems.codMaxReturnedParcels}
        hint="A customer with more cash on delivery parcels returned to you than this pays online. Empty: no limit."
      />
      <NumberField
        id={`${id}-fee`}
        label="COD fee (₹)"
        value={codFee}
        onChange={setCodFee}
        step="0.01"
        problem={problems.codFee}
        hint="Added to each cash on delivery order as a line of its own, never as shipping. Not refunded on returns. 0: no fee."
      />
      <button type="submit" disabled={save.isPending} className={f.primaryButton}>
        {save.isPending ? 'Saving…' : 'Save cash on delivery'}
      </button>
    </form>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** "0.01" for rupees; whole numbers otherwise. */
  step?: string;
  /** The server's sentence for this field, shown in place of the hint. */
  problem: string | undefined;
  hint: string;
}

function NumberField({ id, label, value, onChange, placeholder, step, problem, hint }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode={step ? 'decimal' : 'numeric'}
        min={0}
        step={step}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={`${f.input} max-w-xs`}
      />
      <p id={`${id}-hint`} className={problem ? f.error : f.hint}>
        {problem ?? hint}
      </p>
    </div>
  );
}
