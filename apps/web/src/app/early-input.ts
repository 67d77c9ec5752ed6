import { useEffect } from 'react';

/**
 * Taps and choices made on a page the server drew before the storefront's code took it over. The
 * page's loader (apps/api/src/modules/spa/scripts-after-paint.ts) records clicks on buttons and
 * links (holding the link back) and changes of selects from the first paint, and keeps them from
 * the page; once the app has taken the page over it plays them back in order, and only then is the
 * recording stopped. Taps made meanwhile join the queue: React listens from the moment it starts
 * taking the page over, and a tap it handled at once would overtake an earlier one still waiting.
 */
export interface EarlyInput {
  type: 'click' | 'change';
  target: HTMLElement;
  /** A select's choice. */
  value?: string;
}

/** The loader's side: `window.__vastraEarlyInput` on a page the server drew. */
interface EarlyInputRecorder {
  /** The oldest input not yet played back. */
  next(): EarlyInput | undefined;
  /** Runs `play` with the recorder letting events through to the page. */
  pass(play: () => void): void;
  /** No more recording: from now on every event goes to the page, and the recorder is gone. */
  stop(): void;
}

declare global {
  interface Window {
    __vastraEarlyInput?: EarlyInputRecorder;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A tap again, or a select given back the choice that taking the page over reset to the drawn one. */
function play(input: EarlyInput): void {
  if (input.type === 'click') {
    input.target.click();
  } else {
    (input.target as HTMLSelectElement).value = input.value ?? '';
    input.target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Plays the inputs back in their order, each in its own task so that React has applied the one
 * before (a size chosen, then "Add to cart"); a link is followed by the app's router. An element no
 * longer on the page is skipped. Stops the recording once the queue is empty.
 */
async function replayEarlyInput(recorder: EarlyInputRecorder): Promise<void> {
  for (;;) {
    await nextTask();
    const input = recorder.next();
    if (!input) break;
    if (input.target.isConnected) recorder.pass(() => play(input));
  }
  recorder.stop();
}

let replayStarted = false;

/** Plays back what was done before the app took the page over, once it has; nothing on other pages. */
export function ReplayEarlyInput(): null {
  useEffect(() => {
    // Once: React's development mode runs effects twice.
    const recorder = window.__vastraEarlyInput;
    if (!recorder || replayStarted) return;
    replayStarted = true;
    void replayEarlyInput(recorder);
  }, []);
  return null;
}
