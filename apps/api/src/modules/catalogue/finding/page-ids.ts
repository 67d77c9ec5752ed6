import { type PageAsked, pageOffset } from '../../../lib/pages';
import type { CatalogueIndex } from './catalogue-index';
import type { Matches } from './match-products';

/**
 * The product ids of one page of `matches`, ordered by key, ties newest first (by slot: the slot
 * order is created_at desc, id desc), so the order is total and pages never overlap. Only the
 * products up to the page's end are ever ordered: a bounded heap keeps the best `page * limit`.
 */
export function pageIds(index: CatalogueIndex, { slots, keys, total }: Matches, asked: PageAsked): string[] {
  const offset = pageOffset(asked);
  const { limit } = asked;
  const wanted = Math.min(total, offset + limit);
  if (offset >= wanted) return [];
  // Whether match a comes after match b (a worse key, or the same key and older).
  const after = (a: number, b: number) =>
    (keys[a] as number) > (keys[b] as number) ||
    (keys[a] === keys[b] && (slots[a] as number) > (slots[b] as number));

  // A max-heap (the worst kept match on top) of the best `wanted` matches seen so far.
  const heap = new Int32Array(wanted);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < size && after(heap[left] as number, heap[worst] as number)) worst = left;
      if (right < size && after(heap[right] as number, heap[worst] as number)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  for (let match = 0; match < total; match++) {
    if (size < wanted) {
      let at = size++;
      heap[at] = match;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!after(heap[at] as number, heap[parent] as number)) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (after(heap[0] as number, match)) {
      heap[0] = match;
      siftDown(0);
    }
  }
  const best = Array.from(heap).sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0));
  return best.slice(offset).map((match) => index.productIds[slots[match] as number] as string);
}
