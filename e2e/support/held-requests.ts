import type { Page, Route } from '@playwright/test';

/** Requests held back on purpose, as a slow network or a busy server would hold them. */
export interface HeldRequests {
  /** The URLs that have waited so far. */
  held: string[];
  /** Lets the waiting requests go on, and every later one straight through. */
  release(): void;
}

/** From now on, requests to `url` wait until `release()` is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(url, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}
