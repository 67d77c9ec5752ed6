import type { WishlistItem } from '@vastra/contract/wishlist';
import { Heart, Shirt, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { OfferPrice } from '../../components/OfferPrice';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { distinctColours, distinctSizes, productReference } from './wishlist-facts';

const CARD_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

/**
 * One wished-for product: picture, name, reference, price, its colours and sizes, a heart to remove
 * it and a button that puts it in the bag (a size is chosen in a sheet).
 */
export function WishlistCard({
  item,
  removing,
  onRemove,
  onAddToBag,
}: {
  item: WishlistItem;
  removing: boolean;
  onRemove(): void;
  onAddToBag(): void;
}) {
  const { product } = item;
  const image = product.images[0];
  const colours = distinctColours(product.variants);
  const sizes = distinctSizes(product.variants);
  const link = `/product/${product.id}`;

  return (
    <article aria-label={product.name} className="group relative">
      <Link to={link} className="block">
        <div className="aspect-[4/5] overflow-hidden rounded-lg bg-cream">
          {image ? (
            <ResponsiveImage
              picture={image}
              sizes={CARD_SIZES}
              alt={product.name}
              className="size-full object-cover transition duration-700 group-hover:scale-[1.04]"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-accent/50">
              <Shirt className="size-14" strokeWidth={1} aria-hidden />
            </span>
          )}
        </div>
      </Link>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={`Remove ${product.name} from wishlist`}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:scale-105 hover:bg-white disabled:opacity-50"
      >
        <Heart className="size-4 fill-red-500 text-red-500" aria-hidden />
      </button>
      <div className="px-0.5 pt-3 text-sm">
        <h2 className="font-medium text-neutral-900">
          <Link to={link} className="block truncate py-1 hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="mt-0.5 text-xs text-neutral-500">Product ID: {productReference(product.id)}</p>
        <OfferPrice product={product} />
        {colours.length > 0 && (
          <ul aria-label="Colours" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            {colours.map((swatch) => (
              <li key={swatch.color} className="flex items-center gap-1.5 text-xs text-neutral-600">
                <span
                  className="size-3 rounded-full ring-1 ring-neutral-300 ring-offset-1"
                  style={{ backgroundColor: swatch.hex }}
                  aria-hidden
                />
                {swatch.color}
              </li>
            ))}
          </ul>
        )}
        {sizes.length > 0 && (
          <p className="mt-1.5 text-xs text-neutral-600">
            <span className="text-neutral-500">Sizes:</span> {sizes.join(', ')}
          </p>
        )}
        <button
          type="button"
          onClick={onAddToBag}
          disabled={product.variants.every((variant) => variant.stock <= 0)}
          className="mt-3 flex h-11 w-full items-center justify-center gap-2 rounded-full border border-neutral-900 text-xs font-semibold tracking-wider uppercase transition hover:bg-neutral-900 hover:text-white disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-transparent"
        >
          <ShoppingBag className="size-4" aria-hidden />
          {product.variants.some((variant) => variant.stock > 0) ? 'Add to Bag' : 'Out of Stock'}
        </button>
      </div>
    </article>
  );
}
