import type { ReturnRequest, ReturnStatus } from '@vastra/contract/returns';
import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { AdminTable } from '../components/AdminTable';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { ReturnDetailsModal } from './ReturnDetailsModal';
import {
  requestTypes,
  returnStatuses,
  returnStatusTone,
  returnStatusWord,
  unitCount,
} from './return-actions';
import { useAdminReturns } from './return-api';

const columns = ['Requested', 'Order', 'Customer', 'Items', 'Type', 'Status', 'Actions'];

/** 'Returns': every return and exchange request, newest first, by status, with details and next steps. */
export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<ReturnRequest | null>(null);
  const { data, isPending, isFetching, error } = useAdminReturns(status, page);
  useErrorToast(error, 'Failed to fetch return requests');
  const requests = data?.returns ?? [];
  const pagination = data?.pagination;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Returns" description="Return and exchange requests from customers, newest first." />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-neutral-600">
          Show
          <select
            aria-label="Filter by status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ReturnStatus | '');
              setPage(1);
            }}
            className={`${f.input} w-auto py-1.5`}
          >
            <option value="">All requests</option>
            {returnStatuses.map((s) => (
              <option key={s} value={s}>
                {returnStatusWord(s)}
              </option>
            ))}
          </select>
        </label>
        {pagination && (
          <p className="text-sm text-neutral-500">
            {pagination.total} {pagination.total === 1 ? 'request' : 'requests'}
            {isFetching && !isPending && <Spinner size={14} className="ml-2 align-middle" />}
          </p>
        )}
      </div>
      <AdminTable
        columns={columns}
        loading={isPending}
        empty={requests.length === 0}
        emptyIcon={RotateCcw}
        emptyMessage={
          error
            ? 'Return requests could not be loaded.'
            : status
              ? `No ${returnStatusWord(status).toLowerCase()} requests.`
              : 'No return requests yet.'
        }
      >
        {requests.map((request) => {
          const number = shortOrderId(request.orderId);
          return (
            <tr key={request.id} className={t.row}>
              <td className={`${t.cell} whitespace-nowrap`}>{formatOrderDate(request.createdAt)}</td>
              <td className={`${t.cell} font-mono text-xs font-medium text-neutral-900`}>{number}</td>
              <td className={t.cell}>
                <span className="block font-medium text-neutral-900">
                  {request.customer.firstName} {request.customer.lastName}
                </span>
                <span className="block text-xs text-neutral-500">{request.customer.email}</span>
              </td>
              <td className={`${t.cell} tabular-nums`}>{unitCount(request)}</td>
              <td className={`${t.cell} whitespace-nowrap`}>{requestTypes(request)}</td>
              <td className={t.cell}>
                <Badge tone={returnStatusTone(request.status)}>{returnStatusWord(request.status)}</Badge>
              </td>
              <td className={t.cell}>
                <button
                  type="button"
                  onClick={() => setViewing(request)}
                  aria-label={`View return request for order ${number}`}
                  title="View details"
                  className={f.iconButton}
                >
                  <Eye className="size-4" aria-hidden />
                </button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager label="Return request pages" pagination={pagination} onPage={setPage} />
      {viewing && (
        <ReturnDetailsModal request={viewing} onClose={() => setViewing(null)} onChanged={setViewing} />
      )}
    </div>
  );
}
