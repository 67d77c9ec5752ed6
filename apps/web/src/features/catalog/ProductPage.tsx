import type { Product } from '@vastra/contract/catalogue';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { findCategoryById, useCategories } from '../../lib/category-tree';
import { isNotFound, useProduct } from '../../lib/product-query';
import { usePageTitle } from '../../lib/use-page-title';
import { Breadcrumb } from './Breadcrumb';
import { ProductGallery } from './gallery/ProductGallery';
import { NOTIFY_PARAM } from './NotifyMe';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductDescription } from './ProductDescription';
import { RecentlyViewed } from './RecentlyViewed';
import { SimilarProducts } from './SimilarProducts';
import { choiceOfVariant, initialChoice, photosForColour, type VariantChoice } from './variant-choice';

/**
 * /product/{productId}: gallery, variant choice and buying, the description, and below them
 * `reviews`, which the app fills with the reviews feature's section, then similar and recently viewed
 * products.
 */
export function ProductPage({ reviews }: { reviews(productId: string): ReactNode }) {
  const { productId = '' } = useParams();
  const { data: product, error, isPending } = useProduct(productId);
  usePageTitle(product?.name);

  if (isPending) {
    // A screen tall, so the footer is out of sight until the product takes this place.
    return (
      <main className="min-h-screen pt-16">
        <PageSpinner />
      </main>
    );
  }
  if (!product) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4 pt-24 pb-28">
        {isNotFound(error) ? (
          <p className="text-neutral-600">Product not found.</p>
        ) : (
          <p role="alert" className="text-red-600">
            Failed to load product details.
          </p>
        )}
      </main>
    );
  }
  // Keyed by product: moving to another product starts from its own choice.
  return <ProductDetails key={product.id} product={product} reviews={reviews(product.id)} />;
}

function ProductDetails({ product, reviews }: { product: Product; reviews: ReactNode }) {
  const [params] = useSearchParams();
  // A guest who asked to be told about a size comes back from sign-in to that size.
  const [choice, setChoice] = useState<VariantChoice | undefined>(
    () => choiceOfVariant(product.variants, params.get(NOTIFY_PARAM)) ?? initialChoice(product.variants),
  );
  const photos = choice ? photosForColour(product.images, choice.color) : product.images;
  // The tree is the shop header's, already loaded (and drawn by the server) with the page.
  const { data: tree = [] } = useCategories();
  const sizeGuide = findCategoryById(tree, product.categoryId)?.sizeGuide ?? null;
  return (
    // The room for the add-to-bag bar at the end of the page is the footer's (ShopFooter).
    <main className="mx-auto max-w-7xl px-4 pt-20 pb-28 sm:px-6 lg:pt-24">
      <Breadcrumb trail={[product.category]} current={product.name} />
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14">
        {/* Keyed by colour: another colour opens on its own first photo. */}
        <ProductGallery key={choice?.color} images={photos} name={product.name} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-700 uppercase">
            {product.category.name}
          </p>
          <h1 className="mt-2 mb-5 font-display text-3xl leading-tight font-semibold sm:text-4xl">
            {product.name}
          </h1>
          <ProductBuyBox product={product} sizeGuide={sizeGuide} choice={choice} onChoice={setChoice} />
          <div className="mt-8">
            <ProductDescription text={product.description} />
          </div>
        </div>
      </div>
      {/* Drawn by the server with their first page, so the page comes alive without asking for them. */}
      {reviews}
      <SimilarProducts productId={product.id} />
      <RecentlyViewed productId={product.id} />
    </main>
  );
}
