import { type ComponentType, type ReactNode, Suspense, use, useEffect, useRef } from 'react';

/** Loads before this many pixels of scrolling bring the section on screen. */
const NEAR_SCREEN_MARGIN = '800px';
/** The longest a section waits for an idle browser. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * A part of a page whose code stays out of the page's first download: it is fetched once the browser
 * is idle or the section comes near the screen, whichever is first. The server draws it with the
 * page (`preload` it before rendering); in the browser, hydration keeps the server's markup until the
 * code arrives, as React does for a suspended boundary, and a page drawn in the browser shows
 * `placeholder` until then.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Section: ComponentType<Props & { placeholder: ReactNode }>; preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  // What a section waits on: the code's arrival, without asking for it (the idle or near trigger does).
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        arrive();
      },
      (error: unknown) => {
        // A later visit asks again (a new deploy, a dropped connection).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Loaded(props: Props) {
    if (!loaded) use(arrived);
    const Component = loaded as ComponentType<Props>;
    return <Component {...props} />;
  }

  // Stateless on purpose: an update reaching the boundary before it hydrates would make React throw
  // away the server's markup and show the placeholder.
  function Section({ placeholder, ...props }: Props & { placeholder: ReactNode }) {
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (loaded) return;
      const start = () => void preload().catch(() => undefined);
      const near =
        typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
              rootMargin: NEAR_SCREEN_MARGIN,
            });
      if (near && anchor.current) near.observe(anchor.current);
      const idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
          : undefined;
      const timer = idle === undefined ? setTimeout(start, 1) : undefined;
      return () => {
        near?.disconnect();
        if (idle !== undefined) cancelIdleCallback(idle);
        clearTimeout(timer);
      };
    }, []);
    return (
      <div ref={anchor}>
        <Suspense fallback={placeholder}>
          <Loaded {...(props as Props)} />
        </Suspense>
      </div>
    );
  }

  return { Section, preload };
}
