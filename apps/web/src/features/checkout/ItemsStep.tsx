import type { CartItem } from '@vastra/contract/cart';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { ItemPicture } from '../../components/ItemPicture';
import { linePrice, unavailableReason } from '../../lib/cart-summary';
import { CheckoutStep } from './CheckoutStep';
import { itemsToShow } from './show-more';

/** '2. Items in your Order': the first three cart lines, with 'show more' for the rest. */
export function ItemsStep({ items }: { items: CartItem[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hiddenCount, canCollapse } = itemsToShow(items, expanded);

  return (
    <CheckoutStep title="2. Items in your Order">
      <ul className="divide-y divide-neutral-100">
        {shown.map((item) => {
          const problem = unavailableReason(item);
          return (
            <li key={item.id} className="flex gap-4 py-3 first:pt-0 last:pb-0">
              <ItemPicture
                image={item.product.images[0]}
                name={item.product.name}
                sizes="64px"
                className="w-16 shrink-0 rounded-md"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-neutral-900">{item.product.name}</p>
                <p className="mt-1 text-neutral-500">
                  {item.product.variant.color} / {item.product.variant.size} <span aria-hidden>·</span> Qty:{' '}
                  {item.quantity}
                </p>
                {problem && <p className="mt-1 text-xs font-medium text-red-700">{problem}</p>}
              </div>
              <p className="shrink-0 text-sm font-semibold">{linePrice(item)}</p>
            </li>
          );
        })}
      </ul>
      {(hiddenCount > 0 || canCollapse) && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:text-neutral-900"
        >
          {expanded ? (
            <>
              Show less <ChevronUp className="size-4" aria-hidden />
            </>
          ) : (
            <>
              Show {hiddenCount} more <ChevronDown className="size-4" aria-hidden />
            </>
          )}
        </button>
      )}
    </CheckoutStep>
  );
}
