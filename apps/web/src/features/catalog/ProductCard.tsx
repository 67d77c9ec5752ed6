import type { Product } from '@vastra/contract/catalogue';
import { openingPictureSizes } from '@vastra/contract/picture';
import { Heart, Shirt, Star } from 'lucide-react';
import { Link } from 'react-router';
import { OfferPrice } from '../../components/OfferPrice';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { cardPhoto, colourDots } from './product-card-facts';

/**
 * A product in a grid: picture, name, price (with the saving when discounted), rating and colour dots.
 * The grid says whether it is wishlisted and toggles it: one wishlist query and one mutation for the
 * whole grid rather than a set per card (each a subscription the page pays for when it comes alive).
 */
export function ProductCard({
  product,
  priority = false,
  colourFamilies,
  wishlisted,
  onToggleWishlist,
}: {
  product: Product;
  priority?: boolean;
  /** The list's colour filter: the card shows a photo in one of these families. */
  colourFamilies?: readonly string[];
  wishlisted: boolean;
  onToggleWishlist(productId: string): void;
}) {
  const image = cardPhoto(product, colourFamilies);
  const { dots, more } = colourDots(product);
  const soldOut = product.totalStock <= 0;

  return (
    <article className="group relative">
      <Link to={`/product/${product.id}`} className="block">
        <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-cream">
          {image ? (
            <ResponsiveImage
              picture={image}
              sizes={openingPictureSizes.productCard}
              alt={product.name}
              priority={priority}
              className={`size-full object-cover transition duration-700 group-hover:scale-[1.04] ${soldOut ? 'opacity-60 grayscale' : ''}`}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-accent/50">
              <Shirt className="size-14" strokeWidth={1} aria-hidden />
            </span>
          )}
          {soldOut && (
            <span className="absolute bottom-3 left-3 rounded-sm bg-white/90 px-2 py-1 text-[11px] font-semibold tracking-wider text-neutral-700 uppercase">
              Sold out
            </span>
          )}
        </div>
        <div className="px-0.5 pt-3">
          <h3 className="truncate text-sm font-medium text-neutral-900">{product.name}</h3>
          <OfferPrice product={product} />
          {product.rating.count > 0 && (
            <p className="mt-1 flex items-center gap-1 text-xs text-neutral-600" data-testid="card-rating">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
              <span aria-hidden>
                {product.rating.average.toFixed(1)} ({product.rating.count})
              </span>
              <span className="sr-only">
                Rated {product.rating.average.toFixed(1)} out of 5 by {product.rating.count}{' '}
                {product.rating.count === 1 ? 'customer' : 'customers'}
              </span>
            </p>
          )}
          {dots.length > 0 && (
            <ul className="mt-2 flex items-center gap-1.5" aria-label="Colours">
              {dots.map((dot) => (
                <li
                  key={dot.color}
                  title={dot.color}
                  className="size-3.5 rounded-full ring-1 ring-neutral-300 ring-offset-1"
                  style={{ backgroundColor: dot.hex }}
                >
                  <span className="sr-only">{dot.color}</span>
                </li>
              ))}
              {more > 0 && <li className="text-[11px] text-neutral-500">+{more}</li>}
            </ul>
          )}
        </div>
      </Link>
      <button
        type="button"
        aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
        aria-pressed={wishlisted}
        onClick={() => onToggleWishlist(product.id)}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow-sm transition hover:scale-105 hover:bg-white"
      >
        <Heart className={`size-4 ${wishlisted ? 'fill-red-500 text-red-500' : ''}`} aria-hidden />
      </button>
    </article>
  );
}
