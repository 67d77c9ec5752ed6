import { useCallback } from 'react';
import { type NavigateOptions, type To, useLocation, useNavigate } from 'react-router';

/**
 * A navigate for the moves a page makes by itself (the welcome's, a redirect after signing in): it goes
 * only while the browser is still at the visit the page was drawn for. The router draws each navigation
 * as a transition, so the page that set a timer can still be on screen after a tap has moved the URL
 * on; its own move would then overtake the shopper's tap.
 */
export function useNavigateWhileHere(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const here = useLocation().key;
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      // The browser's router keeps each visit's key in the history entry; a router that keeps none
      // (in memory) has no later move to lose to.
      const current = (window.history.state as { key?: string } | null)?.key;
      if (current !== undefined && current !== here) return;
      navigate(to, options);
    },
    [navigate, here],
  );
}
