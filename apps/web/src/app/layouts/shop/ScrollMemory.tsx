import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/**
 * Where a page's scroll position is remembered. A URL opened afresh has no history entry of its own
 * (its key is 'default' for every such load), so it is remembered by its address instead: another
 * URL opened in the same tab starts at the top rather than where the last one was left.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

const positions = new Map<string, number>();

/**
 * A new page opens at the top; going back or forward returns to where that page was left. The
 * browser's own restoration is turned off: it would jump before the page below has been drawn.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  // The page on screen since the last commit: every scroll from then on is its own, the browser's
  // late scroll events after a navigation included, never the page that was left.
  const shown = useRef(key);
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    shown.current = key;
    window.history.scrollRestoration = 'manual';
    // The page the tab opened on stays where it is: at the top, or where the shopper has already
    // scrolled the page the server drew. Scrolling it here would force a layout in the middle of
    // hydration and could pull the shopper back up.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // At once, not with the page's smooth scrolling: a new page opens where it should be.
    const top = navigationType === 'POP' ? (positions.get(key) ?? 0) : 0;
    window.scrollTo({ top, behavior: 'instant' });
  }, [key, navigationType]);

  useEffect(() => {
    const remember = () => positions.set(shown.current, window.scrollY);
    // A drawn page may have been scrolled before its code took it over, with no one listening.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  return null;
}
