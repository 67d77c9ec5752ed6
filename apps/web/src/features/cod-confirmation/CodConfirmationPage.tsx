import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodAnswer, CodConfirmationView } from '@vastra/contract/cod-confirmation';
import { CheckCircle2, PackageCheck, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, api } from '../../lib/api';
import { formatRupees } from '../../lib/format';
import { shownCodFee } from '../../lib/order-summary';
import { codPageState } from './cod-page-state';

/**
 * /cod/{token}: the page a cash-on-delivery shopper opens from the SMS or mail that asks them to
 * confirm their order. The signed link is the proof, so no sign-in: it shows the order's number,
 * lines and total, and lets them confirm it or cancel it.
 */
export function CodConfirmationPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['cod-confirmation', token];
  const view = useQuery({
    queryKey,
    queryFn: () => api<CodConfirmationView>(`/cod-confirmations/${encodeURIComponent(token)}`),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (given: CodAnswer) =>
      api<CodConfirmationView>(`/cod-confirmations/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { answer: given },
      }),
    onSuccess: (answered) => queryClient.setQueryData(queryKey, answered),
  });
  const [cancelling, setCancelling] = useState(false);

  let body: ReactNode;
  if (view.isPending) {
    body = <PageSpinner />;
  } else if (view.isError) {
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 px-6 py-10 text-center text-red-700">
        {view.error instanceof ApiError
          ? view.error.message
          : 'This order could not be loaded. Please try again.'}
      </p>
    );
  } else {
    const order = view.data;
    const state = codPageState(order);
    const codFee = shownCodFee(order.codFee ?? '0.00');
    const credit = Math.round(Number(order.storeCreditUsed ?? '0') * 100);
    body = (
      <section
        aria-labelledby="cod-title"
        data-state={state}
        className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <StateHeading state={state} orderNumber={order.orderNumber} />
        <ul className="mt-6 divide-y divide-neutral-100 border-y border-neutral-100 text-sm">
          {order.items.map((item) => (
            <li key={`${item.name}-${item.color}-${item.size}`} className="flex justify-between gap-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-neutral-900 wrap-anywhere">{item.name}</span>
                <span className="text-neutral-500">
                  {item.color} · {item.size}
                </span>
              </span>
              <span className="shrink-0 text-neutral-700">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 text-sm">
          {codFee && (
            <div className="flex justify-between gap-4">
              <dt className="text-neutral-600">COD fee (included)</dt>
              <dd className="text-neutral-900">{codFee}</dd>
            </div>
          )}
          {credit > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-neutral-600">Paid by store credit</dt>
              <dd className="text-neutral-900">- {formatRupees(order.storeCreditUsed ?? '0')}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-600">To pay on delivery</dt>
            <dd className="font-semibold text-neutral-900">
              {formatRupees((Math.round(Number(order.orderTotal) * 100) - credit) / 100)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-neutral-600">Delivering to</dt>
            <dd className="text-neutral-900">{order.city}</dd>
          </div>
        </dl>
        {state === 'waiting' && (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {cancelling ? (
              <>
                <button
                  type="button"
                  onClick={() => answer.mutate('DECLINE')}
                  disabled={answer.isPending}
                  className="min-h-12 flex-1 rounded-full bg-red-700 px-6 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
                >
                  Yes, cancel my order
                </button>
                <button
                  type="button"
                  onClick={() => setCancelling(false)}
                  className="min-h-12 flex-1 rounded-full border border-neutral-300 px-6 text-sm font-semibold hover:border-neutral-900"
                >
                  Keep my order
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => answer.mutate('CONFIRM')}
                  disabled={answer.isPending}
                  className="min-h-12 flex-1 rounded-full bg-neutral-900 px-6 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-50"
                >
                  Confirm order
                </button>
                <button
                  type="button"
                  onClick={() => setCancelling(true)}
                  className="min-h-12 flex-1 rounded-full border border-neutral-300 px-6 text-sm font-semibold hover:border-neutral-900"
                >
                  Cancel order
                </button>
              </>
            )}
          </div>
        )}
        {answer.isError && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {answer.error instanceof ApiError
              ? answer.error.message
              : 'Your answer could not be saved. Please try again.'}
          </p>
        )}
        {state !== 'waiting' && (
          <Link
            to="/"
            className="mt-8 inline-flex min-h-12 items-center rounded-full border border-neutral-300 px-8 text-sm font-semibold hover:border-neutral-900"
          >
            Continue Shopping
          </Link>
        )}
      </section>
    );
  }

  return <main className="mx-auto max-w-xl px-4 pt-24 pb-28">{body}</main>;
}

const headings = {
  waiting: {
    Icon: PackageCheck,
    ring: 'bg-amber-50 text-amber-700',
    title: 'Confirm your order',
    text: 'You chose to pay on delivery. Please confirm that you still want this order, so that we can pack it.',
  },
  confirmed: {
    Icon: CheckCircle2,
    ring: 'bg-emerald-50 text-emerald-700',
    title: 'Order confirmed',
    text: 'Thank you. We are packing your order and will tell you when it ships.',
  },
  cancelled: {
    Icon: XCircle,
    ring: 'bg-neutral-100 text-neutral-600',
    title: 'Order cancelled',
    text: 'This order has been cancelled. Nothing is due.',
  },
  shipped: {
    Icon: CheckCircle2,
    ring: 'bg-emerald-50 text-emerald-700',
    title: 'Order on its way',
    text: 'This order has already left us.',
  },
};

function StateHeading({ state, orderNumber }: { state: keyof typeof headings; orderNumber: string }) {
  const { Icon, ring, title, text } = headings[state];
  return (
    <div className="text-center">
      <span className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full ${ring}`}>
        <Icon className="size-8" strokeWidth={1.5} aria-hidden />
      </span>
      <h1 id="cod-title" className="font-display text-3xl font-semibold">
        {title}
      </h1>
      <p className="mt-1 text-sm font-medium text-neutral-500">Order {orderNumber}</p>
      <p className="mt-3 text-neutral-600">{text}</p>
    </div>
  );
}
