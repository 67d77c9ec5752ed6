import type { DeliveryStatus, Order } from '@vastra/contract/orders';
import { deliveryStatuses } from '@vastra/contract/statuses';
import { useState } from 'react';
import { formStyles as f } from '../components/form-styles';
import { SelectionBar } from '../components/SelectionBar';
import { BulkStatusDialog } from './BulkStatusDialog';

/** The bar over the orders list once orders are picked: one delivery status for all of them. */
export function OrderBulkBar({ picked, onClear }: { picked: Order[]; onClear(): void }) {
  const [status, setStatus] = useState<DeliveryStatus>('SHIPPED');
  const [confirming, setConfirming] = useState(false);
  return (
    <SelectionBar
      count={`${picked.length} ${picked.length === 1 ? 'order' : 'orders'} selected`}
      onClear={onClear}
    >
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Status for the orders selected"
          value={status}
          onChange={(event) => setStatus(event.target.value as DeliveryStatus)}
          className="rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm"
        >
          {deliveryStatuses.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => setConfirming(true)} className={f.primaryButton}>
          Set status of {picked.length}
        </button>
      </div>
      {confirming && (
        <BulkStatusDialog
          orders={picked}
          status={status}
          onClose={(done) => {
            setConfirming(false);
            if (done) onClear();
          }}
        />
      )}
    </SelectionBar>
  );
}
