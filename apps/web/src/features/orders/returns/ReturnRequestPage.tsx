import type { Order } from '@vastra/contract/orders';
import { ChevronLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { orderNumber } from '../order-facts';
import { useMyOrders } from '../order-queries';
import { ReturnLineCard } from './ReturnLineCard';
import { ReturnSummary } from './ReturnSummary';
import { checkDraft, draftSummary, type LineDraft, type LineProblems, untouchedLine } from './return-draft';
import {
  type EarlierRefunds,
  earlierRefunds,
  formatWindowClose,
  refundChoices,
  returnWindowOpen,
  unitsLeftToReturn,
} from './return-facts';
import { useMyReturns, useRequestReturn } from './return-queries';

/**
 * /profile/orders/:orderId/return: the shopper picks items of a delivered order to send back for a
 * refund or another size or colour, while its return window is open.
 */
export function ReturnRequestPage() {
  const { orderId } = useParams();
  const orders = useMyOrders();
  const returns = useMyReturns();

  let content: ReactNode;
  if (orders.isPending || returns.isPending) {
    content = <PageSpinner />;
  } else if (orders.isError || returns.isError) {
    content = <Notice tone="error">Your order could not be loaded. Please try again.</Notice>;
  } else {
    const order = orders.data.find((candidate) => candidate.id === orderId);
    const left = order && unitsLeftToReturn(order, returns.data);
    if (!order || !left) {
      content = <Notice>Order not found.</Notice>;
    } else if (!returnWindowOpen(order)) {
      content = (
        <Notice>
          {order.deliveryStatus === 'DELIVERED'
            ? 'The return window of this order has closed.'
            : 'An order can be returned or exchanged once it has been delivered.'}
        </Notice>
      );
    } else if (![...left.values()].some((units) => units > 0)) {
      content = <Notice>Every item of this order is already in a return or exchange request.</Notice>;
    } else {
      content = <ReturnForm order={order} left={left} earlier={earlierRefunds(order.id, returns.data)} />;
    }
  }

  return (
    <div>
      <Link
        to={`/profile/orders/${orderId}`}
        className="-ml-1 mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-neutral-600 hover:text-neutral-900"
      >
        <ChevronLeft className="size-4" aria-hidden /> Back to the order
      </Link>
      <div className="mb-6 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-3xl font-semibold tracking-wide">RETURN OR EXCHANGE</h1>
      </div>
      {content}
    </div>
  );
}

function Notice({ tone, children }: { tone?: 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-2xl px-6 py-10 text-center ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-cream text-neutral-700'}`}
    >
      <p>{children}</p>
      <Link
        to="/profile/orders"
        className="mt-6 inline-flex h-11 items-center rounded-full bg-neutral-900 px-8 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
      >
        Back to Order History
      </Link>
    </div>
  );
}

function ReturnForm({
  order,
  left,
  earlier,
}: {
  order: Order;
  left: Map<string, number>;
  earlier: Map<string, EarlierRefunds>;
}) {
  const navigate = useNavigate();
  const request = useRequestReturn(order.id);
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const refund = refundChoices(order);
  const [refundTo, setRefundTo] = useState(refund.chosen);
  const [lineProblems, setLineProblems] = useState<Record<string, LineProblems>>({});
  const summary = draftSummary(order.items, drafts, earlier);
  const form = useRef<HTMLFormElement>(null);
  // Each refused attempt brings the first line that needs a choice into view (on a phone it is far above the button).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector('[data-problem]')?.scrollIntoView({ block: 'center' });
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkDraft(order.items, drafts);
    if ('problem' in check) {
      setProblem(check.problem);
      setLineProblems(check.lines);
      setRefusals((count) => count + 1);
      return;
    }
    setProblem(null);
    setLineProblems({});
    try {
      await request.mutateAsync({ ...check.body, refundTo });
    } catch (error) {
      setProblem(errorMessage(error, 'Your request could not be sent. Please try again.'));
      return;
    }
    toast.success('Your request was sent. We will email you at each step.');
    navigate(`/profile/orders/${order.id}`);
  };

  return (
    <>
      <p className="mb-6 text-sm text-neutral-600">
        Order <span className="font-semibold text-neutral-900">{orderNumber(order.id)}</span>
        {order.returnableUntil && (
          <>
            {' '}
            <span aria-hidden>·</span> Return window closes on{' '}
            <time dateTime={order.returnableUntil}>{formatWindowClose(order.returnableUntil)}</time>
          </>
        )}
      </p>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        aria-label="Return or exchange items"
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      >
        <ul className="space-y-4">
          {order.items.map((item) => (
            <li key={item.id}>
              <ReturnLineCard
                item={item}
                left={left.get(item.id) ?? 0}
                earlier={earlier.get(item.id)}
                draft={drafts[item.id] ?? untouchedLine}
                problems={lineProblems[item.id]}
                onChange={(draft) => {
                  setDrafts((current) => ({ ...current, [item.id]: draft }));
                  setLineProblems(({ [item.id]: _, ...others }) => others);
                }}
              />
            </li>
          ))}
        </ul>
        <ReturnSummary
          lines={summary.lines}
          refundPaise={summary.refundPaise}
          paymentMethod={order.paymentMethod}
          refundTo={{ choices: refund.choices, chosen: refundTo, onChange: setRefundTo }}
          problem={problem}
          sending={request.isPending}
        />
      </form>
    </>
  );
}
