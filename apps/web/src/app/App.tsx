import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { loadToasts } from '../lib/toast';
import { useMounted } from '../lib/use-mounted';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { SessionLoader } from './SessionLoader';

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadToasts();
  return { default: () => <Toaster position="top-right" /> };
});

/**
 * The toaster, from its own chunk once the page is up: no page opens with a toast, and a page the
 * server drew must hydrate without waiting for it.
 */
function DeferredToaster() {
  if (!useMounted()) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/** Everything around the router, the same in the browser and when the server renders a page. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionLoader />
      {children}
      {/* react-hot-toast's defaults are the toast rules of docs/product.md §4; only the position is ours. */}
      <DeferredToaster />
      <GlobalLoadingOverlay />
    </QueryClientProvider>
  );
}
