import type { Product } from '@vastra/contract/catalogue';
import type { ProductBatchAction } from '@vastra/contract/product-batch';
import { CheckCircle2 } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { ConfirmFooter } from '../components/ConfirmFooter';
import { Modal } from '../components/Modal';
import { describeBulkAction } from './bulk-action-draft';
import { useProductBatch } from './product-batch-api';

interface ProductBulkConfirmProps {
  action: ProductBatchAction;
  picked: Product[];
  categoryName: string;
  /** `done` once the action went through, so the bar can empty the selection. */
  onClose(done: boolean): void;
}

/** "Are you sure?" for a bulk action, naming the products; then the server's answer, done or why not. */
export function ProductBulkConfirm({ action, picked, categoryName, onClose }: ProductBulkConfirmProps) {
  const batch = useProductBatch();
  const done = batch.isSuccess;
  const close = () => onClose(done);
  return (
    <Modal
      title={done ? 'Done' : 'Confirm the change'}
      size="md"
      onClose={batch.isPending ? () => undefined : close}
      footer={
        <ConfirmFooter
          done={done}
          pending={batch.isPending}
          onCancel={close}
          onConfirm={() => batch.mutate({ productIds: picked.map((p) => p.id), action })}
          onDone={close}
          pendingLabel="Applying..."
        />
      }
    >
      {done ? (
        <p role="status" className="flex items-start gap-2 text-sm text-neutral-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {batch.data.message}
        </p>
      ) : (
        <div className="space-y-3 text-sm">
          <p className="font-medium text-neutral-900">
            {describeBulkAction(action, picked.length, categoryName)}
          </p>
          <ul
            aria-label="Products picked"
            className="max-h-48 list-disc overflow-y-auto pl-5 text-neutral-700"
          >
            {picked.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
          {batch.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700">
              {errorMessage(batch.error, 'The change could not be made. Nothing was changed.')}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
