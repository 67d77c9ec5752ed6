import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come near the screen (once true, it stays): what
 * lies far down a page is asked for only when the shopper scrolls to it, so a page comes alive asking
 * for nothing it did not draw.
 */
export function useNearScreen(margin = '100px'): [boolean, (element: Element | null) => void] {
  const [near, setNear] = useState(false);
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [near, setElement];
}
