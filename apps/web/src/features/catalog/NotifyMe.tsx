import { useQueryClient } from '@tanstack/react-query';
import { STOCK_ALERT_ADDED } from '@vastra/contract/messages';
import { Bell, BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { toast } from '../../lib/toast';
import { useStockAlertChange, useStockAlerts } from './stock-alert-queries';

/** The query parameter that brings a guest back from sign-in to the size they asked about. */
export const NOTIFY_PARAM = 'notify';

/**
 * "Notify me" for a sold-out colour and size (docs/api.md §16). A guest goes to sign in and comes back
 * here with the size asked for; a shopper waiting sees "We'll tell you when it's back" and can undo it.
 */
export function NotifyMe({ productId, variantId }: { productId: string; variantId: string }) {
  const signedIn = useAuthStore((s) => s.user !== null);
  const alerts = useStockAlerts(productId);
  const change = useStockAlertChange(productId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const askedOnArrival = useRef(false);
  const waiting = alerts.data?.variantIds.includes(variantId) ?? false;

  const ask = () => {
    if (!signedIn) {
      const back = new URLSearchParams(location.search);
      back.set(NOTIFY_PARAM, variantId);
      navigate('/login', { state: { from: { pathname: location.pathname, search: `?${back}` } } });
      return;
    }
    change.mutate(
      { variantId, wanted: true },
      {
        onError: (error) => {
          toast.error(errorMessage(error, 'Something went wrong.'));
          // In stock after all (the page was old): show the stock as it is now.
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: ['product', productId] });
          }
        },
      },
    );
  };

  // Back from sign-in with this size asked for: ask once, and take the request out of the address.
  const arrivedAsking = params.get(NOTIFY_PARAM) === variantId;
  useEffect(() => {
    if (!arrivedAsking || !signedIn || !alerts.isSuccess || askedOnArrival.current) return;
    askedOnArrival.current = true;
    if (!waiting) ask();
    setParams(
      (now) => {
        now.delete(NOTIFY_PARAM);
        return now;
      },
      { replace: true },
    );
  });

  if (waiting) {
    return (
      <div className="flex min-h-12 items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 py-1 pr-2 pl-4 text-sm text-emerald-900">
        <BellRing className="size-4 shrink-0" aria-hidden />
        <p role="status" className="min-w-0 font-semibold">
          {STOCK_ALERT_ADDED}
        </p>
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => change.mutate({ variantId, wanted: false })}
          className="ml-auto min-h-11 shrink-0 px-2 font-semibold underline underline-offset-4 disabled:opacity-60"
        >
          Undo
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled={change.isPending}
        onClick={ask}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full border border-neutral-900 px-6 text-sm font-semibold tracking-wide uppercase transition hover:bg-neutral-900 hover:text-white disabled:opacity-60"
      >
        <Bell className="size-4" aria-hidden />
        Notify me
      </button>
      <p className="text-center text-xs text-neutral-600">One message when this size is back in stock.</p>
    </div>
  );
}
