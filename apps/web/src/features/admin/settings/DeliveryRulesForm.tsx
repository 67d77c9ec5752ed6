import type { DeliveryRules } from '@vastra/contract/shipping';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useDeliveryRules, useSaveDeliveryRules } from '../shipping/shipping-api';
import { type DeliveryRulesDraft, draftOf, problemsByBox, rulesOf, zones } from './delivery-rules-draft';

/**
 * The shop's delivery rules: pincodes it does not serve, those where it takes no cash on delivery,
 * the days a parcel takes to each zone, and the hour after which an order leaves the next day.
 */
export function DeliveryRulesForm() {
  const { data, isPending, isError } = useDeliveryRules();
  return (
    <section
      aria-labelledby="delivery-rules"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="delivery-rules" className="text-base font-semibold text-neutral-900">
        Delivery rules
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-500">
        What the product page and checkout tell a shopper about their pincode, and what an order is refused
        for.
      </p>
      {isPending && <p className="text-sm text-neutral-500">Loading…</p>}
      {isError && <p className="text-sm text-red-600">The delivery rules could not be loaded.</p>}
      {data && <RulesFields rules={data} />}
    </section>
  );
}

function RulesFields({ rules }: { rules: DeliveryRules }) {
  const id = useId();
  const save = useSaveDeliveryRules();
  const [draft, setDraft] = useState<DeliveryRulesDraft>(() => draftOf(rules));
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(rulesOf(draft), {
      onSuccess: (saved) => {
        setProblems({});
        setDraft(draftOf(saved));
        toast.success('Delivery rules saved.');
      },
      onError: (error) => {
        setProblems(problemsByBox(error instanceof ApiError ? (error.errors ?? {}) : {}));
        toast.error(errorMessage(error, 'Failed to save the delivery rules.'));
      },
    });
  };

  const note = (box: string, hint?: string) =>
    (problems[box] || hint) && (
      <p id={`${id}-${box}-note`} className={problems[box] ? f.error : f.hint}>
        {problems[box] ?? hint}
      </p>
    );
  const aria = (box: string, hint?: boolean) => ({
    'aria-invalid': problems[box] ? true : undefined,
    'aria-describedby': problems[box] || hint ? `${id}-${box}-note` : undefined,
  });

  const prefixes = (key: 'blockedPrefixes' | 'codBlockedPrefixes', label: string, hint: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={f.label}>
        {label}
      </label>
      <textarea
        id={`${id}-${key}`}
        rows={2}
        value={draft[key]}
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
        {...aria(key, true)}
        className={f.input}
      />
      {note(key, hint)}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {prefixes(
        'blockedPrefixes',
        'Pincodes not served',
        'The first digits of each: 19 for all of Jammu and Kashmir, 744101 for one pincode. Separate them with commas or new lines.',
      )}
      {prefixes(
        'codBlockedPrefixes',
        'Pincodes without cash on delivery',
        'Shoppers there pay online. Same form as above.',
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-neutral-900">
          Days to deliver after dispatch
        </legend>
        <div className="space-y-3">
          {zones.map(({ key, label }) => (
            <div key={key} className="grid grid-cols-2 gap-3 sm:grid-cols-[12rem_8rem_8rem] sm:items-start">
              <p className="col-span-2 pt-2 text-sm text-neutral-700 sm:col-span-1">{label}</p>
              {(['from', 'to'] as const).map((end) => (
                <div key={end}>
                  <label htmlFor={`${id}-${key}-${end}`} className="mb-1 block text-xs text-neutral-600">
                    {end === 'from' ? 'From (days)' : 'To (days)'}
                  </label>
                  <input
                    id={`${id}-${key}-${end}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={30}
                    value={draft.days[key][end]}
                    onChange={(event) =>
                      setDraft((current) => ({
                        ...current,
                        days: { ...current.days, [key]: { ...current.days[key], [end]: event.target.value } },
                      }))
                    }
                    {...aria(problems[`${key}.${end}`] ? `${key}.${end}` : key)}
                    aria-label={`${label}: ${end} days`}
                    className={f.input}
                  />
                  {note(`${key}.${end}`)}
                </div>
              ))}
              {problems[key] && <div className="col-span-2 sm:col-start-2">{note(key)}</div>}
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-cutoff`} className={f.label}>
          Dispatch cut-off hour (India time, 0 to 23)
        </label>
        <input
          id={`${id}-cutoff`}
          type="number"
          inputMode="numeric"
          min={0}
          max={23}
          value={draft.dispatchCutoffHour}
          onChange={(event) =>
            setDraft((current) => ({ ...current, dispatchCutoffHour: event.target.value }))
          }
          {...aria('dispatchCutoffHour', true)}
          className={`${f.input} max-w-xs`}
        />
        {note(
          'dispatchCutoffHour',
          'Orders placed before it leave the same day, later ones the next; none leave on Sunday.',
        )}
      </div>
      <button type="submit" disabled={save.isPending} className={f.primaryButton}>
        {save.isPending ? 'Saving...' : 'Save Delivery Rules'}
      </button>
    </form>
  );
}
