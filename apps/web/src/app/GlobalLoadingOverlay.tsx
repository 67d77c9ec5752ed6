import { Spinner } from '../components/Spinner';
import { useGlobalLoading } from '../lib/global-loading';

export function GlobalLoadingOverlay() {
  const loading = useGlobalLoading((s) => s.loading);
  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white/60 backdrop-blur-sm"
      role="status"
      aria-live="polite"
      data-testid="global-loading"
    >
      <Spinner size={48} />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
