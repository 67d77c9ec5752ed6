import type { Product, ProductPage } from '@vastra/contract/catalogue';
import { uuid } from '@vastra/contract/common';
import { featuredVariant } from '@vastra/contract/featured-offer';
import { openingPictureSizes, srcSetOf } from '@vastra/contract/picture';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryMedia } from '../../db/schema/catalogue';
import { categoryMediaOrder, categoryOrder, categorySlug, loadProducts, photosForColour } from '../catalogue';
import { FALLBACK_BRAND, findCompany } from '../company';
import { findLegalPage } from '../legal';
import { toUpload, uploadUrl } from '../media';
import type { PageMeta } from '../spa';

const DEFAULT_DESCRIPTION =
  'Shop clothing for men, women and kids online. Free shipping across India, cash on delivery.';

/** The first page of products each storefront list shows for its URL's query. */
export interface FirstListPages {
  searchResults(pageQuery: URLSearchParams): Promise<ProductPage | undefined>;
  categoryProducts(slug: string, pageQuery: URLSearchParams): Promise<ProductPage | undefined>;
}

/** Builds the meta tags of the storefront pages that show catalogue data. */
export function catalogueMeta(db: Db, absoluteUrl: (path: string) => string, firstPages: FirstListPages) {
  const brandName = async () => (await findCompany(db))?.name || FALLBACK_BRAND;

  /** /product/{id}: the product's name, description, first image and schema.org Product data. */
  async function productPage(id: string): Promise<PageMeta | undefined> {
    if (!uuid.safeParse(id).success) return undefined;
    const [[product], brand] = await Promise.all([loadProducts(db, [id]), brandName()]);
    if (!product) return undefined;
    const description = summary(product.description) || `Buy ${product.name} online at ${brand}.`;
    // The page opens on its featured offer's colour, and its gallery on that colour's first photo.
    const [opening] = photosForColour(product.images, featuredVariant(product.variants)?.color ?? null);
    return {
      title: `${product.name} | ${brand}`,
      description,
      image: opening?.url,
      openingPicture: opening && {
        href: opening.url,
        srcset: srcSetOf(opening),
        sizes: openingPictureSizes.productGallery,
      },
      jsonLd: productJsonLd(product, brand, description, absoluteUrl),
    };
  }

  /**
   * /products/{slug} (its product list) and /{slug} (its landing, a slideshow of its media): the
   * category's name, description and first image; a landing also preloads its first slide, a
   * product list the photo of the first card it opens on for its URL's sort and filters.
   */
  async function categoryPage(
    slug: string,
    view: 'landing' | 'list',
    pageQuery: URLSearchParams,
  ): Promise<PageMeta | undefined> {
    const [[category], brand, products] = await Promise.all([
      db
        .select({ id: categories.id, name: categories.name, description: categories.description })
        .from(categories)
        .where(eq(categories.slug, categorySlug(slug))),
      brandName(),
      view === 'list' ? firstPages.categoryProducts(slug, pageQuery) : undefined,
    ]);
    if (!category) return undefined;
    const media = await mediaOf(category.id);
    const firstImage = media.find((item) => item.fileType === 'IMAGE');
    return {
      title: `${category.name} | ${brand}`,
      description: summary(category.description) || `Shop ${category.name} online at ${brand}.`,
      image: firstImage ? uploadUrl(firstImage.filename) : undefined,
      openingPicture: view === 'list' ? firstCardPicture(products) : firstSlidePicture(media),
    };
  }

  const mediaOf = (categoryId: string) =>
    db
      .select()
      .from(categoryMedia)
      .where(eq(categoryMedia.categoryId, categoryId))
      .orderBy(...categoryMediaOrder);

  /**
   * /: the shop's own title and preview. The welcome gives way a second later to the first top-level
   * category's landing (docs/product.md §9), so that landing's first slide is preloaded here: it is the
   * largest picture the visit opens on, and it is in by the time the landing is shown.
   */
  async function homePage(): Promise<PageMeta> {
    const [shop, [landing]] = await Promise.all([
      anyPage(),
      // The welcome takes the first of the top level as GET /categories lists it.
      db
        .select({ id: categories.id })
        .from(categories)
        .where(isNull(categories.parentId))
        .orderBy(...categoryOrder)
        .limit(1),
    ]);
    return landing ? { ...shop, openingPicture: firstSlidePicture(await mediaOf(landing.id)) } : shop;
  }

  /** /legal/{slug}: the page's own title. */
  async function legalPage(slug: string): Promise<PageMeta | undefined> {
    const [page, brand] = await Promise.all([findLegalPage(db, slug), brandName()]);
    if (!page) return undefined;
    return { title: `${page.title} | ${brand}`, description: summary(page.content) || undefined };
  }

  /**
   * /search?q=: the shop's own title and preview, and the first result's photo preloaded with the
   * srcset and sizes of its card, the picture the page opens with.
   */
  async function searchPage(pageQuery: URLSearchParams): Promise<PageMeta> {
    const [results, shop] = await Promise.all([firstPages.searchResults(pageQuery), anyPage()]);
    return { ...shop, openingPicture: firstCardPicture(results) };
  }

  /** Every other page: the shop's name, and its logo as the preview image. */
  async function anyPage(): Promise<PageMeta> {
    const company = await findCompany(db);
    return {
      title: company?.name || FALLBACK_BRAND,
      description: DEFAULT_DESCRIPTION,
      image: company?.logoUrl ?? undefined,
    };
  }

  return { productPage, categoryPage, homePage, legalPage, searchPage, anyPage };
}

/** A landing's first slide, with the srcset and sizes the slideshow gives it; none when it is a video. */
function firstSlidePicture(media: (typeof categoryMedia.$inferSelect)[]): PageMeta['openingPicture'] {
  const slide = media[0] && toUpload(media[0]);
  return slide?.fileType === 'IMAGE'
    ? { href: slide.url, srcset: srcSetOf(slide), sizes: openingPictureSizes.heroSlide }
    : undefined;
}

/** The first product card's photo of a list's page, with the srcset and sizes its <img> gets. */
function firstCardPicture(page: ProductPage | undefined): PageMeta['openingPicture'] {
  const photo = page?.data[0]?.images[0];
  return photo && { href: photo.url, srcset: srcSetOf(photo), sizes: openingPictureSizes.productCard };
}

function productJsonLd(
  product: Product,
  brand: string,
  description: string,
  absoluteUrl: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => absoluteUrl(image.url)),
    description,
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/product/${product.id}`),
      price: product.price,
      priceCurrency: 'INR',
      availability: `https://schema.org/${product.totalStock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
  };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Plain text of at most about 160 characters (what search results show), from text that may be
 * HTML (legal pages): tags dropped and common entities decoded, since the tag writer escapes again.
 */
function summary(text: string | null): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}
