/** A seeded generator (mulberry32), so that every run asks for the same products in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function picker<T>(items: readonly T[], seed: number): () => T {
  if (items.length === 0) throw new Error('nothing to pick from');
  const random = seededRandom(seed);
  return () => items[Math.floor(random() * items.length)] as T;
}
