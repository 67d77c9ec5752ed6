import type { Order } from '@vastra/contract/orders';
import type { BulkShipmentBody, BulkShipmentResults } from '@vastra/contract/shipping';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { shortOrderId } from '../../../lib/order-format';
import { formStyles as f } from '../components/form-styles';
import { Modal } from '../components/Modal';
import { useBulkShipment } from './shipping-api';

type Typed = Record<string, { courier: string; awb: string }>;

/** The request as typed: each order with its courier and AWB where given, and one weight for all. */
export function bulkBodyOf(orders: Order[], typed: Typed, weight: string): BulkShipmentBody {
  const body: BulkShipmentBody = {
    orders: orders.map((order) => {
      const courier = typed[order.id]?.courier.trim();
      const awb = typed[order.id]?.awb.trim();
      return { orderId: order.id, ...(courier && { courier }), ...(awb && { awb }) };
    }),
  };
  if (weight.trim()) body.weightGrams = Number(weight);
  return body;
}

/**
 * "Ship selected": the chosen orders booked together, each on its own. A shop that ships itself
 * types each parcel's courier and AWB; then every order's outcome shows, shipped or why not.
 */
export function BulkShipDialog({ orders, onClose }: { orders: Order[]; onClose(): void }) {
  const id = useId();
  const ship = useBulkShipment();
  const [typed, setTyped] = useState<Typed>({});
  const [weight, setWeight] = useState('');
  const [results, setResults] = useState<BulkShipmentResults['results'] | null>(null);

  const type = (orderId: string, field: 'courier' | 'awb', value: string) =>
    setTyped((current) => ({
      ...current,
      [orderId]: { courier: '', awb: '', ...current[orderId], [field]: value },
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ship.mutate(bulkBodyOf(orders, typed, weight), { onSuccess: (answer) => setResults(answer.results) });
  };

  return (
    <Modal
      title={`Ship ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`}
      size="xl"
      onClose={ship.isPending ? () => undefined : onClose}
      footer={
        results ? (
          <button type="button" onClick={onClose} className={f.primaryButton}>
            Done
          </button>
        ) : (
          <>
            <button type="button" onClick={onClose} disabled={ship.isPending} className={f.secondaryButton}>
              Cancel
            </button>
            <button type="submit" form={`${id}-form`} disabled={ship.isPending} className={f.primaryButton}>
              {ship.isPending ? 'Booking...' : 'Book shipments'}
            </button>
          </>
        )
      }
    >
      {results ? (
        <ul aria-label="Shipment results" className="divide-y divide-neutral-100 text-sm">
          {results.map((result) => (
            <li key={result.orderId} className="flex items-start gap-3 py-2.5">
              {result.shipped ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
              )}
              <span className="font-mono text-xs font-medium text-neutral-900">
                {shortOrderId(result.orderId)}
              </span>
              <span
                className={`min-w-0 wrap-anywhere ${result.shipped ? 'text-neutral-700' : 'text-red-700'}`}
              >
                {result.shipped ? `Shipped${result.awb ? `, AWB ${result.awb}` : ''}` : result.message}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-neutral-600">
            A shop that ships itself types each parcel’s courier and AWB; a courier’s service assigns them.
          </p>
          <ul className="space-y-3">
            {orders.map((order) => (
              <li
                key={order.id}
                className="grid gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[7rem_1fr_1fr] sm:items-center"
              >
                <span className="text-sm">
                  <span className="block font-mono text-xs font-medium text-neutral-900">
                    {shortOrderId(order.id)}
                  </span>
                  <span className="block text-xs text-neutral-500">
                    {order.user.firstName} {order.user.lastName}
                  </span>
                </span>
                <input
                  aria-label={`Courier for order ${shortOrderId(order.id)}`}
                  placeholder="Courier (optional)"
                  value={typed[order.id]?.courier ?? ''}
                  onChange={(event) => type(order.id, 'courier', event.target.value)}
                  className={f.input}
                />
                <input
                  aria-label={`AWB for order ${shortOrderId(order.id)}`}
                  placeholder="AWB (optional)"
                  value={typed[order.id]?.awb ?? ''}
                  onChange={(event) => type(order.id, 'awb', event.target.value)}
                  className={f.input}
                />
              </li>
            ))}
          </ul>
          <div className="max-w-xs">
            <label htmlFor={`${id}-weight`} className={f.label}>
              Weight of each parcel in grams (optional)
            </label>
            <input
              id={`${id}-weight`}
              inputMode="numeric"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
              className={f.input}
            />
          </div>
          {ship.isError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {errorMessage(ship.error, 'The orders could not be shipped.')}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
