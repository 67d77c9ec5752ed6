/** How far a quantity may go for one variant, and why it stops there when stock is not the reason. */
export interface QuantityCap {
  /** The most units one line may hold. */
  max: number;
  /** 'At most 50 per order' when the shop's per-item limit, not the stock, sets max; else null. */
  limitNote: string | null;
}

/**
 * The lower of the variant's stock and the shop's per-item limit. Stock is the cap whenever the
 * limit does not come below it (or is not known), and then nothing more needs saying.
 */
export function quantityCap(stock: number, perItemLimit: number | undefined): QuantityCap {
  if (perItemLimit === undefined || perItemLimit >= stock) return { max: stock, limitNote: null };
  return { max: perItemLimit, limitNote: `At most ${perItemLimit} per order` };
}

/** The cap's note once a quantity has reached it; null before then, or when the stock is the cap. */
export const capReachedNote = ({ max, limitNote }: QuantityCap, quantity: number): string | null =>
  quantity >= max ? limitNote : null;
