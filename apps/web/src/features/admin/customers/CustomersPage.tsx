import type { CustomerSummary } from '@vastra/contract/customers';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formatRupees } from '../../../lib/format';
import { AdminListPage } from '../components/AdminListPage';
import { AdminTable } from '../components/AdminTable';
import { Badge } from '../components/Badge';
import { formStyles as f } from '../components/form-styles';
import { SearchForm } from '../components/ListToolbar';
import { CustomerCell, ViewDetailsButton } from '../components/RowCells';
import { tableStyles as t } from '../components/table-styles';
import { useErrorToast } from '../components/use-error-toast';
import { CustomerDetailsModal } from './CustomerDetailsModal';
import { useAdminCustomers } from './customer-api';
import { countOf, customerName, lastOrderWord, mobileWord, returnedToOriginTone } from './customer-words';

const columns = ['Customer', 'Mobile', 'Orders', 'Spent', 'Returns', 'COD RTO', 'Last order', 'Actions'];

/**
 * 'Customers': every customer, newest first, found by name, email or mobile on the server, with how
 * they shop; a customer's page opens over the list. Cards on a phone or tablet, a table on a wide screen.
 */
export function CustomersPage() {
  // What is typed, and what was searched for (on submit): the list follows the latter.
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CustomerSummary | null>(null);
  const { data, isPending, isFetching, error } = useAdminCustomers(q, page);
  useErrorToast(error, 'Failed to fetch customers');
  const customers = data?.customers ?? [];
  const emptyMessage = error
    ? 'Customers could not be loaded.'
    : q
      ? 'No customers match your search.'
      : 'No customers yet.';

  const search = () => {
    setQ(typed);
    setPage(1);
  };

  return (
    <AdminListPage
      wide
      title="Customers"
      description="Everyone who has an account in the shop, newest first."
      search={
        <SearchForm
          label="Search customers"
          value={typed}
          onChange={setTyped}
          placeholder="Name, email or mobile"
          onSearch={search}
        />
      }
      pages={{
        label: 'Customer pages',
        noun: ['customer', 'customers'],
        pagination: data?.pagination,
        refreshing: isFetching && !isPending,
        onPage: setPage,
      }}
      dialog={viewing && <CustomerDetailsModal customer={viewing} onClose={() => setViewing(null)} />}
    >
      <div className="lg:hidden">
        {isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : customers.length === 0 ? (
          <p className={`${t.frame} ${t.empty}`}>{emptyMessage}</p>
        ) : (
          <ul aria-label="Customers" className="space-y-3">
            {customers.map((customer) => (
              <CustomerCard key={customer.id} customer={customer} onView={() => setViewing(customer)} />
            ))}
          </ul>
        )}
      </div>
      <div className="hidden lg:block">
        <AdminTable
          columns={columns}
          loading={isPending}
          empty={customers.length === 0}
          emptyIcon={Users}
          emptyMessage={emptyMessage}
        >
          {customers.map((customer) => (
            <tr key={customer.id} className={t.row}>
              <CustomerCell customer={customer}>{customer.codBlocked && <CodOffBadge />}</CustomerCell>
              <td className={`${t.cell} whitespace-nowrap`}>
                {customer.mobile ? mobileWord(customer.mobile) : '–'}
              </td>
              <td className={`${t.cell} tabular-nums`}>{customer.orders}</td>
              <td className={`${t.cell} font-medium whitespace-nowrap text-neutral-900 tabular-nums`}>
                {formatRupees(customer.amountSpent)}
              </td>
              <td className={`${t.cell} tabular-nums`}>{customer.returns}</td>
              <td className={t.cell}>
                <Badge tone={returnedToOriginTone(customer.codReturnedToOrigin)}>
                  {customer.codReturnedToOrigin}
                </Badge>
              </td>
              <td className={`${t.cell} whitespace-nowrap`}>{lastOrderWord(customer.lastOrderAt)}</td>
              <td className={t.cell}>
                <ViewDetailsButton
                  label={`View customer ${customerName(customer)}`}
                  onView={() => setViewing(customer)}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </AdminListPage>
  );
}

function CodOffBadge() {
  return (
    <span className="mt-1 block">
      <Badge tone="red">COD off</Badge>
    </span>
  );
}

/** One customer on a phone: who, how they shop, and the button to their page. */
function CustomerCard({ customer, onView }: { customer: CustomerSummary; onView(): void }) {
  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-neutral-900">{customerName(customer)}</p>
          <p className="break-all text-xs text-neutral-500">{customer.email}</p>
          {customer.mobile && <p className="text-xs text-neutral-500">{mobileWord(customer.mobile)}</p>}
          {customer.codBlocked && <CodOffBadge />}
        </div>
        <button
          type="button"
          onClick={onView}
          aria-label={`View customer ${customerName(customer)}`}
          className={`${f.secondaryButton} min-h-11 shrink-0`}
        >
          View
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-neutral-600">
        <dt>Orders</dt>
        <dd className="text-right tabular-nums">{customer.orders}</dd>
        <dt>Spent</dt>
        <dd className="text-right font-medium text-neutral-900 tabular-nums">
          {formatRupees(customer.amountSpent)}
        </dd>
        <dt>Returns</dt>
        <dd className="text-right tabular-nums">{customer.returns}</dd>
        <dt>COD returned to origin</dt>
        <dd className="text-right">
          <Badge tone={returnedToOriginTone(customer.codReturnedToOrigin)}>
            {countOf(customer.codReturnedToOrigin, 'parcel', 'parcels')}
          </Badge>
        </dd>
        <dt>Last order</dt>
        <dd className="text-right">{lastOrderWord(customer.lastOrderAt)}</dd>
      </dl>
    </li>
  );
}
