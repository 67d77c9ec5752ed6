import type { LeafSpec } from './catalogue-spec';
import type { GarmentKind } from './garment-look';

/** HSN codes of the demo's garments: chapter 61 for knits, 62 for woven cloth, men's (and boys') apart. */
const HSN_BY_KIND: Record<GarmentKind, { men: string; women: string }> = {
  tshirt: { men: '6109', women: '6109' },
  hoodie: { men: '6110', women: '6110' },
  shirt: { men: '6205', women: '6206' },
  kurta: { men: '6211', women: '6211' },
  nehruJacket: { men: '6203', women: '6204' },
  jacket: { men: '6201', women: '6202' },
  jeans: { men: '6203', women: '6204' },
  trousers: { men: '6203', women: '6204' },
  shorts: { men: '6203', women: '6204' },
  dress: { men: '6204', women: '6204' },
  top: { men: '6206', women: '6206' },
  saree: { men: '5407', women: '5407' },
  lehenga: { men: '6204', women: '6204' },
};

/**
 * A demo product's HSN code and own GST rate. A saree is sold as woven fabric, taxed at 5% whatever
 * its price; garments have no rate of their own, so the shop's apparel slab rule prices their tax.
 */
export function demoProductTax(leaf: LeafSpec): { hsnCode: string; gstRate: string | null } {
  const codes = HSN_BY_KIND[leaf.kind];
  const women = /^(women|girls)/i.test(leaf.name);
  return { hsnCode: women ? codes.women : codes.men, gstRate: leaf.kind === 'saree' ? '5.00' : null };
}
