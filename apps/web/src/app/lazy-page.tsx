import { type ComponentType, type ReactElement, startTransition, useEffect, useState } from 'react';
import { PageSpinner } from '../components/Spinner';

/** What a lazy route keeps in its `handle`: how to fetch its chunk before it is drawn. */
export interface LazyHandle {
  preload: () => Promise<void>;
}

/**
 * A page (or layout) downloaded on its first visit. A spinner holds its place while the chunk loads;
 * the layouts around it stay on screen. A chunk already fetched (preloaded for a page the server drew,
 * or visited before) is drawn at once, so hydration finds the same markup the server sent.
 */
export function lazyRoute(load: () => Promise<ComponentType>): { element: ReactElement; handle: LazyHandle } {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // The next visit asks again (a new deploy, a dropped connection).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function LazyPage() {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Page) return;
      let current = true;
      preload().then(
        // A transition, as router navigations are: a large page is drawn without freezing taps.
        () => current && startTransition(() => setPage(() => loaded)),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [Page]);
    if (Page) return <Page />;
    if (failed) return <ChunkFailed />;
    return <PageSpinner />;
  }

  return { element: <LazyPage />, handle: { preload } };
}

function ChunkFailed() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-neutral-600">This page could not be loaded. Check your connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded bg-neutral-900 px-5 py-2.5 text-sm text-white"
      >
        Try again
      </button>
    </div>
  );
}
