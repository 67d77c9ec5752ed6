import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/format';
import { formatOrderDate } from '../../lib/order-format';
import { useStoreCredit } from '../../lib/store-credit-query';
import { AccountHeading } from './AccountHeading';
import { signedAmount, storeCreditReason } from './store-credit-entry';

/**
 * STORE CREDIT: the balance, which checkout can pay from first, and every entry of the ledger, newest
 * first: refunds of returns, orders paid with it and the credit of cancelled orders given back.
 */
export function StoreCreditPage() {
  const { data, isPending, isError } = useStoreCredit();
  if (isPending) return <PageSpinner />;
  return (
    <div>
      <AccountHeading title="STORE CREDIT" />
      {isError || !data ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
          Your store credit could not be loaded.
        </p>
      ) : (
        <>
          <section className="flex items-center gap-4 rounded-2xl bg-cream p-6">
            <Wallet className="size-8 shrink-0 text-accent" strokeWidth={1.25} aria-hidden />
            <div>
              <p className="text-sm text-neutral-600">Balance</p>
              <p data-testid="store-credit-balance" className="text-2xl font-semibold tabular-nums">
                {formatRupees(data.balance)}
              </p>
              <p className="mt-1 text-sm text-neutral-600">
                Choose “Use store credit” at checkout to pay with it.
              </p>
            </div>
          </section>
          {data.entries.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-neutral-300 px-6 py-12 text-center text-neutral-600">
              No store credit yet. A return refunded to store credit shows here.
            </p>
          ) : (
            <ul aria-label="Store credit entries" className="mt-6 divide-y divide-neutral-200">
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-4 py-4 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-neutral-900">
                      {entry.orderId ? (
                        <Link
                          to={`/profile/orders/${entry.orderId}`}
                          className="underline-offset-2 hover:underline"
                        >
                          {storeCreditReason(entry)}
                        </Link>
                      ) : (
                        storeCreditReason(entry)
                      )}
                    </p>
                    <p className="mt-0.5 text-neutral-500">{formatOrderDate(entry.at)}</p>
                  </div>
                  <p
                    className={`shrink-0 font-semibold tabular-nums ${entry.amount.startsWith('-') ? 'text-neutral-900' : 'text-emerald-700'}`}
                  >
                    {signedAmount(entry.amount, formatRupees)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
