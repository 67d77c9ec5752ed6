import type { CatalogueIndex } from './catalogue-index';

const remembered = new WeakMap<CatalogueIndex, Map<string, Int32Array>>();

/**
 * The slots of a category page's products (`subtreeIds`: the category and its descendants),
 * ascending so that a scan reads the variant columns in one direction, gathered once per
 * index: at 100,000 products a top category holds tens of thousands of slots, which each list
 * would otherwise gather and allocate again. A category's subtree and products change only with a
 * new index, so the scope is forgotten with it.
 */
export function categoryScope(index: CatalogueIndex, subtreeIds: string[]): Int32Array {
  let scopes = remembered.get(index);
  if (!scopes) {
    scopes = new Map();
    remembered.set(index, scopes);
  }
  const key = subtreeIds.join(',');
  let scope = scopes.get(key);
  if (!scope) {
    scope = makeScope(index, subtreeIds);
    scopes.set(key, scope);
  }
  return scope;
}

function makeScope(index: CatalogueIndex, subtreeIds: string[]): Int32Array {
  const lists = subtreeIds.map((id) => index.categorySlots.get(id) ?? new Int32Array(0));
  const slots = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    slots.set(list, at);
    at += list.length;
  }
  return slots.sort();
}

/** Whether the ascending `slots` hold `slot`. */
export function scopeHolds(slots: Int32Array, slot: number): boolean {
  let low = 0;
  let high = slots.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = slots[middle] as number;
    if (found === slot) return true;
    if (found < slot) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
