import type { Product } from '@vastra/contract/catalogue';
import { ChevronDown, ImageOff } from 'lucide-react';
import { formatRupeeSymbol } from '../../../lib/format';
import { Badge } from '../components/Badge';
import { EditDeleteButtons } from '../components/EditDeleteButtons';
import { productStockLabel, productStockTone } from '../components/stock';
import { tableStyles as t } from '../components/table-styles';
import { VariantTable } from './VariantTable';

interface ProductRowProps {
  product: Product;
  open: boolean;
  deleting: boolean;
  /** Picked for a bulk action; left out where the admin may not change the catalogue. */
  picking?: { picked: boolean; onPick(): void };
  /** Variant stock is edited in place. */
  editable: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One product in the list, with its variant table below while 'View Variants' is open. */
export function ProductRow({
  product,
  open,
  deleting,
  picking,
  editable,
  onToggle,
  onEdit,
  onDelete,
}: ProductRowProps) {
  const thumbnail = product.images[0];
  const variantsId = `variants-${product.id}`;
  return (
    <>
      <tr className={t.row}>
        <td className={t.cell}>
          {/* The box that picks a product sits in its Product cell: docs/product.md §2's columns stay as they are. */}
          <div className="flex items-center gap-3">
            {picking && (
              <input
                type="checkbox"
                checked={picking.picked}
                onChange={picking.onPick}
                aria-label={`Select ${product.name}`}
                className="size-6 shrink-0 accent-neutral-900"
              />
            )}
            <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-neutral-100">
              {thumbnail ? (
                <img
                  src={thumbnail.srcset[0]?.url ?? thumbnail.url}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : (
                <ImageOff className="size-4 text-neutral-400" aria-hidden />
              )}
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-2">
                <span className="block max-w-xs truncate font-medium text-neutral-900">{product.name}</span>
                {product.status === 'DRAFT' && <Badge tone="neutral">Draft</Badge>}
              </span>
              <span className="block text-xs text-neutral-500">
                {product.variants.length} {product.variants.length === 1 ? 'variant' : 'variants'}
              </span>
            </span>
          </div>
        </td>
        <td className={t.cell}>{product.category.name}</td>
        <td className={t.cell}>
          <span className="inline-flex items-center gap-2">
            <span className="w-8 text-right font-medium tabular-nums">{product.totalStock}</span>
            <Badge tone={productStockTone(product.totalStock)}>{productStockLabel(product.totalStock)}</Badge>
          </span>
        </td>
        <td className={`${t.cell} font-medium text-neutral-900 tabular-nums`}>
          {formatRupeeSymbol(product.price)}
        </td>
        <td className={t.cell}>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={variantsId}
              className="mr-1 inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-medium text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100"
            >
              View Variants
              <ChevronDown
                className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
                aria-hidden
              />
            </button>
            <EditDeleteButtons
              itemName={product.name}
              onEdit={onEdit}
              onDelete={onDelete}
              deleteDisabled={deleting}
            />
          </div>
        </td>
      </tr>
      {open && (
        <tr id={variantsId} className="bg-neutral-50/80">
          <td colSpan={5} className="px-4 py-3">
            <div className="phone-cards-frame overflow-x-auto rounded-lg border border-neutral-200 bg-white">
              <VariantTable productName={product.name} variants={product.variants} editable={editable} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
