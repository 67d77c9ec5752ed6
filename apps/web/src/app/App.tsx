import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { GlobalLoadingOverlay } from './GlobalLoadingOverlay';
import { router } from './router';
import { SessionLoader } from './SessionLoader';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionLoader />
      <RouterProvider router={router} />
      {/* react-hot-toast's own defaults are SPEC.md's toast rules; only the position is ours. */}
      <Toaster position="top-right" />
      <GlobalLoadingOverlay />
    </QueryClientProvider>
  );
}
