import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { loadToasts } from '../lib/toast';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { router } from './router';
import { SessionLoader } from './SessionLoader';

// Mounted from its own chunk just after the first paint: no page opens with a toast.
const Toaster = lazy(async () => {
  const { Toaster: HotToaster } = await loadToasts();
  return { default: () => <HotToaster position="top-right" /> };
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionLoader />
      <RouterProvider router={router} />
      {/* react-hot-toast's own defaults are SPEC.md's toast rules; only the position is ours. */}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <GlobalLoadingOverlay />
    </QueryClientProvider>
  );
}
