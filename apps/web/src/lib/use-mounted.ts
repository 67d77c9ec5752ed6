import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the component is in the page: parts the server does not draw
 * (the browser-only ones, or those whose code loads later) wait for it, so hydration finds the
 * server's markup unchanged.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
