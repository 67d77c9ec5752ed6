import { useEffect } from 'react';

/** Stops the page behind an overlay from scrolling while the overlay is mounted. */
export function useScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}
