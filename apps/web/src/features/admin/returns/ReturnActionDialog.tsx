import type { ReturnRequest } from '@vastra/contract/returns';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/format';
import { FormModal } from '../components/FormModal';
import { formStyles as f } from '../components/form-styles';
import type { ReturnAction } from './return-actions';
import { useChangeReturnStatus } from './return-api';

const NOTE_MAX = 1000;

/**
 * Asks before moving a request on: says what the step does, takes the note it needs (required to
 * reject, and to record a cash on delivery refund), offers a reverse pickup with an approval, and shows
 * the server's sentence when it refuses.
 */
export function ReturnActionDialog({
  request,
  action,
  onClose,
  onDone,
}: {
  request: ReturnRequest;
  action: ReturnAction;
  onClose(): void;
  onDone(request: ReturnRequest): void;
}) {
  const id = useId();
  const change = useChangeReturnStatus();
  const [note, setNote] = useState('');
  const [pickup, setPickup] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.noteMissing && !note.trim()) {
      setProblem(action.noteMissing);
      return;
    }
    setProblem(null);
    change.mutate(
      {
        id: request.id,
        body: {
          status: action.status,
          note: note.trim() || null,
          ...(action.status === 'APPROVED' && pickup && { pickup: true }),
        },
      },
      {
        onSuccess: ({ return: changed }) => {
          toast.success(action.done);
          onDone(changed);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.errors?.note
              ? error.errors.note
              : errorMessage(error, 'The request could not be updated.'),
          ),
      },
    );
  };

  return (
    <FormModal
      title={action.title}
      size="md"
      formId={`${id}-form`}
      busy={change.isPending}
      submitLabel={action.label}
      onClose={onClose}
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-neutral-700">{action.explanation}</p>
        {action.status === 'REFUNDED' && (
          <p className="rounded-lg bg-neutral-50 px-3 py-2 text-sm">
            Amount to refund:{' '}
            <span className="font-semibold text-neutral-900 tabular-nums">
              {formatRupees(request.refundTotal)}
            </span>
          </p>
        )}
        <div>
          <label htmlFor={`${id}-note`} className={f.label}>
            Note {action.noteMissing ? '(required)' : '(optional)'}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={NOTE_MAX}
            required={action.noteMissing !== null}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            className={f.input}
          />
          <p id={`${id}-hint`} className={f.hint}>
            {action.noteHint}
          </p>
        </div>
        {action.status === 'APPROVED' && (
          <label className="flex items-start gap-2 text-sm text-neutral-800">
            <input
              type="checkbox"
              checked={pickup}
              onChange={(event) => setPickup(event.target.checked)}
              className="mt-0.5 size-4 accent-neutral-900"
            />
            <span>
              Book a reverse pickup
              <span className="block text-xs text-neutral-500">
                The courier collects the parcel from the customer; you still mark it received.
              </span>
            </span>
          </label>
        )}
        {problem && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {problem}
          </p>
        )}
      </form>
    </FormModal>
  );
}
