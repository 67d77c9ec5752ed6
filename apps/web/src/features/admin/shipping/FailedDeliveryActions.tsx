import type { NdrBody } from '@vastra/contract/shipping';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useFailedDeliveryAction } from './shipping-api';

const done: Record<NdrBody['action'], string> = {
  REATTEMPT: 'The courier will try to deliver again.',
  RTO: 'The parcel is on its way back to the shop.',
};

/** After a failed delivery attempt: ask the courier to try again, or to bring the parcel back. */
export function FailedDeliveryActions({ orderId, label }: { orderId: string; label: string }) {
  const act = useFailedDeliveryAction();
  const choose = (action: NdrBody['action']) =>
    act.mutate(
      { orderId, body: { action } },
      {
        onSuccess: () => toast.success(done[action]),
        onError: (error) => toast.error(errorMessage(error, 'The courier could not be told.')),
      },
    );
  return (
    <fieldset aria-label={label} className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => choose('REATTEMPT')}
        disabled={act.isPending}
        className={f.primaryButton}
      >
        Re-attempt
      </button>
      <button
        type="button"
        onClick={() => choose('RTO')}
        disabled={act.isPending}
        className={f.secondaryButton}
      >
        Return to origin
      </button>
    </fieldset>
  );
}
