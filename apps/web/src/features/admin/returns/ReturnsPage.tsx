import type { ReturnRequest, ReturnStatus } from '@vastra/contract/returns';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatOrderDate, shortOrderId } from '../../../lib/order-format';
import { AdminListPage } from '../components/AdminListPage';
import { Badge } from '../components/Badge';
import { StatusFilter } from '../components/ListToolbar';
import { CustomerCell, ViewDetailsButton } from '../components/RowCells';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { useStatusPages } from '../components/use-status-pages';
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
  const { status, chooseStatus, page, setPage } = useStatusPages<ReturnStatus>();
  const [viewing, setViewing] = useState<ReturnRequest | null>(null);
  const { data, isPending, isFetching, error } = useAdminReturns(status, page);
  useErrorToast(error, 'Failed to fetch return requests');
  const requests = data?.returns ?? [];

  return (
    <AdminListPage
      wide
      title="Returns"
      description="Return and exchange requests from customers, newest first."
      filter={
        <StatusFilter
          value={status}
          statuses={returnStatuses}
          allLabel="All requests"
          word={returnStatusWord}
          onChange={chooseStatus}
        />
      }
      table={{
        columns,
        loading: isPending,
        empty: requests.length === 0,
        emptyIcon: RotateCcw,
        emptyMessage: error
          ? 'Return requests could not be loaded.'
          : status
            ? `No ${returnStatusWord(status).toLowerCase()} requests.`
            : 'No return requests yet.',
      }}
      pages={{
        label: 'Return request pages',
        noun: ['request', 'requests'],
        pagination: data?.pagination,
        refreshing: isFetching && !isPending,
        onPage: setPage,
      }}
      dialog={
        viewing && (
          <ReturnDetailsModal request={viewing} onClose={() => setViewing(null)} onChanged={setViewing} />
        )
      }
    >
      {requests.map((request) => {
        const number = shortOrderId(request.orderId);
        return (
          <tr key={request.id} className={t.row}>
            <td className={`${t.cell} whitespace-nowrap`}>{formatOrderDate(request.createdAt)}</td>
            <td className={`${t.cell} font-mono text-xs font-medium text-neutral-900`}>{number}</td>
            <CustomerCell customer={request.customer} />
            <td className={`${t.cell} tabular-nums`}>{unitCount(request)}</td>
            <td className={`${t.cell} whitespace-nowrap`}>{requestTypes(request)}</td>
            <td className={t.cell}>
              <Badge tone={returnStatusTone(request.status)}>{returnStatusWord(request.status)}</Badge>
            </td>
            <td className={t.cell}>
              <ViewDetailsButton
                label={`View return request for order ${number}`}
                onView={() => setViewing(request)}
              />
            </td>
          </tr>
        );
      })}
    </AdminListPage>
  );
}
