import type { CodWatchEntry } from '@vastra/contract/settings';
import { formatRupeeSymbol } from '../../../lib/format';
import { formatOrderDate } from '../../../lib/order-format';
import { tableStyles as t } from '../components/table-styles';

/**
 * New accounts holding several cash-on-delivery orders: fake orders that lock stock look like this,
 * so the owner can call the customer before shipping. Shown only when there is someone to watch.
 */
export function CodWatchTable({ accounts }: { accounts: CodWatchEntry[] }) {
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="cod-watch">
      <h2 id="cod-watch" className="mb-1 text-sm font-semibold text-neutral-900">
        New accounts with many cash-on-delivery orders
      </h2>
      <p className="mb-3 text-xs text-neutral-500">
        Joined in the last 7 days with 2 or more open cash-on-delivery orders. Check them before shipping.
      </p>
      <div className={t.frame}>
        <table className={t.table}>
          <thead className={t.head}>
            <tr>
              {['Customer', 'Joined', 'Open COD orders', 'Open value'].map((column) => (
                <th key={column} scope="col" className={t.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={t.body}>
            {accounts.map((account) => (
              <tr key={account.userId} className={t.row}>
                <td className={t.cell}>
                  <span className="block font-medium text-neutral-900">{account.name}</span>
                  <span className="block text-xs break-all text-neutral-500">{account.email}</span>
                </td>
                <td className={`${t.cell} whitespace-nowrap`}>{formatOrderDate(account.joinedAt)}</td>
                <td className={`${t.cell} tabular-nums`}>{account.openCodOrders}</td>
                <td className={`${t.cell} whitespace-nowrap tabular-nums`}>
                  {formatRupeeSymbol(account.openCodValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
