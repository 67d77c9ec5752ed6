const VIEWED_KEY = 'recently-viewed';
/** How many product pages this device remembers, newest first. */
export const VIEWED_LIMIT = 12;

/** The products this device opened lately, newest first (none when the browser keeps nothing). */
export function readRecentlyViewed(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `productId` first in the list (once), keeping the newest VIEWED_LIMIT. */
export function rememberViewed(productId: string): void {
  write([productId, ...readRecentlyViewed().filter((id) => id !== productId)]);
}

/** Drops a product that is no longer on sale, so it is not asked for again. */
export function forgetViewed(productId: string): void {
  write(readRecentlyViewed().filter((id) => id !== productId));
}

function write(ids: string[]): void {
  try {
    localStorage.setItem(VIEWED_KEY, JSON.stringify(ids.slice(0, VIEWED_LIMIT)));
  } catch {
    // A browser that keeps nothing (private mode, storage full) simply shows no list.
  }
}
