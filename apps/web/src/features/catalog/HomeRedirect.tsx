import { useEffect, useState } from 'react';
import { preloadPagesFor } from '../../app/router';
import { BrandMark } from '../../components/BrandMark';
import { Spinner } from '../../components/Spinner';
import { useCategories } from '../../lib/category-tree';
import { useNavigateWhileHere } from '../../lib/use-navigate-while-here';

/** docs/product.md §9: the root redirect waits 1 second. */
export const ROOT_REDIRECT_DELAY_MS = 1000;

/** The welcome's element: found in the page before React renders only when the server drew it. */
const WELCOME_ID = 'welcome';

/**
 * How long the welcome is still to stay, as this render sees it. One the server drew has been on
 * screen since the page's first paint, before any JavaScript ran: its second counts from that paint,
 * not from when the code took it over. One the app draws itself (a tap on Home) counts from now.
 */
export function welcomeWaitMs(now: number, drawnByServer: boolean, firstPaintAt: number | undefined): number {
  const shownAt = drawnByServer && firstPaintAt !== undefined ? firstPaintAt : now;
  return Math.max(0, shownAt + ROOT_REDIRECT_DELAY_MS - now);
}

function remainingWelcomeMs(): number {
  const now = performance.now();
  const drawnByServer = document.getElementById(WELCOME_ID) !== null;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
  return welcomeWaitMs(now, drawnByServer, firstPaint?.startTime);
}

/** /: after a short welcome, on to the first top-level category's landing view. */
export function HomeRedirect() {
  const { data: categories, isError } = useCategories();
  const [waited, setWaited] = useState(false);
  // Read at the first render, while a welcome the server drew is still the page's own markup.
  const [waitMs] = useState(() =>
    typeof document === 'undefined' ? ROOT_REDIRECT_DELAY_MS : remainingWelcomeMs(),
  );
  const navigate = useNavigateWhileHere();

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  // Navigating from an effect, once the landing view's code is in, keeps the welcome on screen until
  // the landing view replaces it: rendering <Navigate>, or going before the code arrived, would show
  // an empty frame or a spinner in between, the footer jumping up and back down.
  const landing = categories?.[0]?.slug ? `/${categories[0].slug}` : undefined;
  useEffect(() => {
    if (!landing) return;
    let current = true;
    const codeIn = preloadPagesFor(landing).catch(() => undefined);
    if (waited) void codeIn.then(() => current && navigate(landing, { replace: true }));
    return () => {
      current = false;
    };
  }, [landing, waited, navigate]);

  // A full screen tall, like the landing view that replaces it: the footer stays below the fold
  // instead of jumping down when the welcome makes way.
  return (
    <main
      id={WELCOME_ID}
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-cream px-4 pt-16 text-center"
    >
      {isError ? (
        <p className="text-neutral-600">Failed to load categories.</p>
      ) : categories && !landing ? (
        <p className="text-neutral-600">No categories found. Please check back later.</p>
      ) : (
        <>
          <BrandMark className="max-w-full font-display text-2xl tracking-[0.2em] sm:text-3xl sm:tracking-[0.3em]" />
          <Spinner size={24} />
        </>
      )}
    </main>
  );
}
