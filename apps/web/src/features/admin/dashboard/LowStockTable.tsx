import { useState } from 'react';
import { tableStyles as t } from '../components/table-styles';
import { VariantStockLevel } from '../components/VariantStockLevel';
import type { LowStockVariant } from './use-dashboard';

const firstShown = 8;

/** Variants running out, so the owner can restock before shoppers see 'Out of Stock'. */
export function LowStockTable({ variants }: { variants: LowStockVariant[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? variants : variants.slice(0, firstShown);
  return (
    <section aria-labelledby="low-stock">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="low-stock" className="text-sm font-semibold text-neutral-900">
          Low stock{' '}
          {variants.length > 0 && <span className="font-normal text-neutral-500">({variants.length})</span>}
        </h2>
        {variants.length > firstShown && (
          <button
            type="button"
            onClick={() => setShowAll((all) => !all)}
            className="text-xs font-medium text-neutral-500 hover:text-neutral-900"
          >
            {showAll ? 'Show fewer' : `Show all ${variants.length}`}
          </button>
        )}
      </div>
      <div className={t.frame}>
        <table className={t.table}>
          <thead className={t.head}>
            <tr>
              <th scope="col" className={t.headCell}>
                Product
              </th>
              <th scope="col" className={t.headCell}>
                Colour
              </th>
              <th scope="col" className={t.headCell}>
                Size
              </th>
              <th scope="col" className={t.headCell}>
                Stock
              </th>
            </tr>
          </thead>
          <tbody className={t.body}>
            {variants.length === 0 ? (
              <tr>
                <td colSpan={4} className={t.empty}>
                  Every variant is well stocked.
                </td>
              </tr>
            ) : (
              shown.map((variant) => (
                <tr key={variant.variantId} className={t.row}>
                  <td className={`${t.cell} font-medium text-neutral-900`}>{variant.productName}</td>
                  <td className={t.cell}>{variant.color}</td>
                  <td className={t.cell}>{variant.size}</td>
                  <td className={t.cell}>
                    <VariantStockLevel stock={variant.stock} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
