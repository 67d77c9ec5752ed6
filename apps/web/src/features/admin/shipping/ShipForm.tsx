import type { ShipmentBody } from '@vastra/contract/shipping';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useBookShipment } from './shipping-api';

type Field = 'courier' | 'awb' | 'weightGrams' | 'length' | 'breadth' | 'height';
type Draft = Record<Field, string>;
const blank: Draft = { courier: '', awb: '', weightGrams: '', length: '', breadth: '', height: '' };

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The body as typed: empty fields left out, so the provider decides what it needs (the manual one
 * wants the courier and AWB, a courier's API assigns them). Dimensions go together or not at all.
 */
export function shipmentBodyOf(draft: Draft): ShipmentBody {
  const body: ShipmentBody = {};
  if (draft.courier.trim()) body.courier = draft.courier.trim();
  if (draft.awb.trim()) body.awb = draft.awb.trim();
  const weight = whole(draft.weightGrams);
  if (weight !== undefined) body.weightGrams = weight;
  if ([draft.length, draft.breadth, draft.height].some((side) => side.trim())) {
    body.dimensionsCm = {
      length: whole(draft.length) ?? Number.NaN,
      breadth: whole(draft.breadth) ?? Number.NaN,
      height: whole(draft.height) ?? Number.NaN,
    };
  }
  return body;
}

/** The API names nested fields by their path ("dimensionsCm.length"); the form shows each beside its box. */
const fieldOf = (key: string): Field | undefined => {
  const last = key.split('.').at(-1);
  return last && last in blank ? (last as Field) : undefined;
};

/** "Ship": books the order's parcel; what the provider refuses shows beside its field. */
export function ShipForm({ orderId, onCancel }: { orderId: string; onCancel(): void }) {
  const id = useId();
  const book = useBookShipment();
  const [draft, setDraft] = useState<Draft>(blank);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate(
      { orderId, body: shipmentBodyOf(draft) },
      {
        onSuccess: () => toast.success('Shipment booked.'),
        onError: (error) => {
          const byField: Partial<Record<Field, string>> = {};
          for (const [key, sentence] of Object.entries(
            error instanceof ApiError ? (error.errors ?? {}) : {},
          )) {
            const field = fieldOf(key);
            if (field) byField[field] = sentence;
          }
          setProblems(byField);
          setProblem(
            Object.keys(byField).length ? null : errorMessage(error, 'The shipment could not be booked.'),
          );
        },
      },
    );
  };

  const input = (field: Field, label: string, props: { numeric?: boolean; hint?: string } = {}) => (
    <div>
      <label htmlFor={`${id}-${field}`} className={f.label}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        value={draft[field]}
        onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={`${id}-${field}-hint`}
        className={f.input}
      />
      <p id={`${id}-${field}-hint`} className={problems[field] ? f.error : f.hint}>
        {problems[field] ?? props.hint}
      </p>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Ship this order" className="space-y-4">
      <p className="text-sm text-neutral-600">
        A shop that ships itself types the courier and the AWB it was given; a courier’s service assigns them,
        and needs only the parcel’s weight.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('courier', 'Courier (optional)', { hint: 'E.g. India Post, DTDC.' })}
        {input('awb', 'AWB (optional)', { hint: 'The tracking number on the courier’s receipt.' })}
        {input('weightGrams', 'Weight in grams (optional)', { numeric: true })}
      </div>
      <fieldset>
        <legend className={f.label}>Dimensions in cm (optional)</legend>
        <div className="grid grid-cols-3 gap-3">
          {input('length', 'Length', { numeric: true })}
          {input('breadth', 'Breadth', { numeric: true })}
          {input('height', 'Height', { numeric: true })}
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {/* Thumb-sized: on a phone this is the dialog's main action. */}
        <button
          type="button"
          onClick={onCancel}
          disabled={book.isPending}
          className={`${f.secondaryButton} min-h-11`}
        >
          Cancel
        </button>
        <button type="submit" disabled={book.isPending} className={`${f.primaryButton} min-h-11`}>
          {book.isPending ? 'Booking...' : 'Book shipment'}
        </button>
      </div>
    </form>
  );
}
