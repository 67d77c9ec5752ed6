import type { ShopSettings } from '@vastra/contract/settings';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useSaveShopSettings, useShopSettings } from './settings-api';

/**
 * Cash on delivery orders confirmed before they are packed (docs/api.md §14): whether the shop asks,
 * how many hours the shopper has before the order is cancelled, and after how many parcels returned
 * to the shop a customer gets no cash on delivery.
 */
export function CodConfirmationForm() {
  const { data } = useShopSettings();
  return (
    <section
      aria-labelledby="cod-confirmation"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="cod-confirmation" className="text-base font-semibold text-neutral-900">
        Cash on delivery confirmation
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
      },
      {
        onSuccess: () => {
          setProblems({});
          toast.success('Cash on delivery confirmation saved.');
        },
        onError: (error) => {
          setProblems(error instanceof ApiError ? (error.errors ?? {}) : {});
          toast.error(
            error instanceof ApiError ? error.message : 'Failed to save cash on delivery confirmation.',
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
      <button type="submit" disabled={save.isPending} className={f.primaryButton}>
        {save.isPending ? 'Saving…' : 'Save COD confirmation'}
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
  /** The server's sentence for this field, shown in place of the hint. */
  problem: string | undefined;
  hint: string;
}

function NumberField({ id, label, value, onChange, placeholder, problem, hint }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
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
