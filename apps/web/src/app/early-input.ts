import { useEffect } from 'react';

/**
 * Taps and choices made on a page the server drew before the storefront's code took it over. The
 * page's loader (apps/api/src/modules/spa/scripts-after-paint.ts) records clicks on buttons and
 * links (holding the link back) and changes of selects from the first paint; the app stops the
 * recording as it takes the page over (from then on React sees every event itself) and plays them
 * again once it has.
 */
export interface EarlyInput {
  type: 'click' | 'change';
  target: HTMLElement;
  /** A select's choice. */
  value?: string;
}

declare global {
  interface Window {
    __vastraEarlyInput?: { stop(): EarlyInput[] };
  }
}

/** What was recorded, and no more recording; nothing on a page the browser drew. */
export function stopRecordingEarlyInput(): EarlyInput[] {
  return window.__vastraEarlyInput?.stop() ?? [];
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Plays the inputs again in their order, each in its own task so that React has applied the one
 * before (a size chosen, then "Add to cart"); a link is followed by the app's router. A select gets
 * back the choice it was given, which taking the page over reset to the drawn one. An element no
 * longer on the page is skipped.
 */
async function replayEarlyInput(inputs: EarlyInput[]): Promise<void> {
  for (const input of inputs) {
    await nextTask();
    if (!input.target.isConnected) continue;
    if (input.type === 'click') {
      input.target.click();
    } else {
      (input.target as HTMLSelectElement).value = input.value ?? '';
      input.target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** Plays the inputs once the page it is rendered in has been taken over. */
export function ReplayEarlyInput({ inputs }: { inputs: EarlyInput[] }): null {
  useEffect(() => {
    // Emptied as it is taken: React's development mode runs effects twice.
    void replayEarlyInput(inputs.splice(0));
  }, [inputs]);
  return null;
}
