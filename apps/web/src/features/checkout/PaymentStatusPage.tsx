import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentVerification } from '@vastra/contract/payments';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { reloadCart } from '../../lib/cart-query';
import { paymentOutcome } from './payment-outcome';

const looks = {
  success: {
    Icon: CheckCircle2,
    ring: 'bg-emerald-50 text-emerald-600',
    title: 'Payment Successful',
    text: 'Thank you! Your payment was received and your order is confirmed.',
  },
  failed: {
    Icon: XCircle,
    ring: 'bg-red-50 text-red-600',
    title: 'Payment Failed',
    text: 'We could not complete your payment. The items are still in your cart, so you can try again.',
  },
  pending: {
    Icon: Clock,
    ring: 'bg-amber-50 text-amber-600',
    title: 'Payment Pending',
    text: "We will update your order status once it's confirmed",
  },
};

/** /payment/status?merchantTransactionId=...: where the payment provider sends the shopper back. */
export function PaymentStatusPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const merchantTransactionId = params.get('merchantTransactionId');

  const verification = useQuery({
    queryKey: ['payment-verification', merchantTransactionId],
    queryFn: () =>
      api<PaymentVerification>(
        `/orders/payment/verify-and-update/${encodeURIComponent(merchantTransactionId ?? '')}`,
      ),
    enabled: merchantTransactionId !== null,
    retry: false,
    gcTime: 0,
  });
  const outcome = paymentOutcome({
    isPending: verification.isPending,
    isError: verification.isError,
    status: verification.data?.status,
  });

  useEffect(() => {
    if (!merchantTransactionId) navigate('/', { replace: true });
  }, [merchantTransactionId, navigate]);

  useEffect(() => {
    // A completed payment emptied the cart on the server.
    if (outcome === 'success') void reloadCart(queryClient);
  }, [outcome, queryClient]);

  useEffect(() => {
    if (verification.isError) toast.error('Failed to verify payment.', { id: 'payment-verification' });
  }, [verification.isError]);

  if (!merchantTransactionId || outcome === 'verifying') return <PageSpinner />;

  const { Icon, ring, title, text } = looks[outcome];
  const orderId = verification.data?.order.id;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl items-center px-4 pt-24 pb-28">
      <section
        aria-labelledby="payment-status-title"
        data-outcome={outcome}
        className="w-full rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm sm:p-10"
      >
        <span className={`mx-auto mb-5 flex size-16 items-center justify-center rounded-full ${ring}`}>
          <Icon className="size-9" strokeWidth={1.5} aria-hidden />
        </span>
        <h1 id="payment-status-title" className="font-display text-3xl font-semibold">
          {title}
        </h1>
        {orderId && <p className="mt-2 text-sm font-medium text-neutral-500">Order #{orderId.slice(0, 8)}</p>}
        <p className="mt-4 text-neutral-600">{text}</p>
        {outcome === 'pending' && (
          <button
            type="button"
            onClick={() => verification.refetch()}
            disabled={verification.isFetching}
            className="mt-4 text-sm font-semibold text-accent underline-offset-4 hover:underline disabled:opacity-50"
          >
            {verification.isFetching ? 'Checking...' : 'Check again'}
          </button>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/profile/orders"
            className="rounded-full bg-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
          >
            View My Orders
          </Link>
          <Link
            to="/"
            className="rounded-full border border-neutral-300 px-8 py-3 text-sm font-semibold tracking-wide hover:border-neutral-900"
          >
            Continue Shopping
          </Link>
        </div>
      </section>
    </main>
  );
}
