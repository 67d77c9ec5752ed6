import type { Variant } from '@vastra/contract/catalogue';
import { useId } from 'react';
import { formatRupeeSymbol } from '../../../lib/format';
import { cssSafeId, PhoneCardLabels } from '../components/PhoneCardLabels';
import { VariantStockLevel } from '../components/VariantStockLevel';
import { VariantStockEditor } from './VariantStockEditor';

const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase';
const cell = 'px-3 py-2 text-neutral-700';

interface VariantTableProps {
  productName: string;
  variants: Variant[];
  /** The stock is edited in place (for those who may use the catalogue). */
  editable: boolean;
}

/** A product's variants under its row: swatch and colour, size, prices and stock. */
export function VariantTable({ productName, variants, editable }: VariantTableProps) {
  const tableId = cssSafeId(useId());
  return (
    <>
      <PhoneCardLabels tableId={tableId} labels={['Color', 'Size', 'Price', 'Discount', 'Stock']} />
      <table
        id={tableId}
        className="phone-cards min-w-full text-sm"
        aria-label={`Variants of ${productName}`}
      >
        <thead>
          <tr className="border-b border-neutral-200">
            <th scope="col" className={head}>
              Color
            </th>
            <th scope="col" className={head}>
              Size
            </th>
            <th scope="col" className={head}>
              Price
            </th>
            <th scope="col" className={head}>
              Discount
            </th>
            <th scope="col" className={head}>
              Stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {variants.map((variant) => (
            <tr key={variant.id}>
              <td className={cell}>
                <span className="inline-flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-4 rounded-full ring-1 ring-neutral-900/15"
                    style={{ backgroundColor: variant.colorHexCode }}
                  />
                  {variant.color}
                </span>
              </td>
              <td className={cell}>{variant.size}</td>
              <td className={`${cell} tabular-nums`}>{formatRupeeSymbol(variant.originalPrice)}</td>
              <td className={`${cell} tabular-nums`}>
                {variant.discountPrice ? (
                  formatRupeeSymbol(variant.discountPrice)
                ) : (
                  <span className="text-neutral-400">—</span>
                )}
              </td>
              <td className={cell}>
                {editable ? (
                  <VariantStockEditor
                    label={`${productName}, ${variant.color} ${variant.size}`}
                    variant={variant}
                  />
                ) : (
                  <VariantStockLevel stock={variant.stock} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
