import { openingPictureSizes } from '@vastra/contract/picture';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { builtStorefront } from '../../../test/built-storefront';
import {
  createCategory,
  createProduct,
  saveCompanyDetails,
  saveLegalPage,
} from '../../../test/catalogue-fixtures';

// A built storefront whose server build draws the search results and category product lists it asks
// the server's API for (their products' names), and no other page.
const webDist = builtStorefront(`export async function renderPage(url, transport) {
  const { pathname, searchParams } = new URL(url);
  const category = /^\\/products\\/([^/]+)$/.exec(pathname)?.[1];
  const list =
    pathname === '/search'
      ? \`/api/products?q=\${encodeURIComponent(searchParams.get('q') ?? '')}&page=1&limit=20\`
      : category && \`/api/products/category/\${category}?page=1&limit=20\`;
  if (!list) return undefined;
  const answer = await transport(list, { method: 'GET' });
  if (!answer.ok) return undefined;
  const { data } = await answer.json();
  return { html: data.map((product) => \`<h3>\${product.name}</h3>\`).join(''), queries: '{}' };
}`);

const publicUrl = 'https://shop.example.in';
const { app } = await createTestApp({ PUBLIC_URL: publicUrl }, (config) => {
  config.webDistDir = webDist;
});

const men = await createCategory(app.db, {
  name: 'Men',
  description: 'Shirts, jackets and more for men.',
  media: [{ fileType: 'VIDEO' }, { fileType: 'IMAGE', filename: 'men-cover.webp' }],
});
const jackets = await createCategory(app.db, { name: "Men's Jackets", parentId: men.id });
const jacket = await createProduct(app.db, {
  name: 'Denim </script><b>Jacket',
  description: 'A sturdy denim jacket.',
  categoryId: jackets.id,
  images: ['jacket-front.webp', 'jacket-back.webp'],
  variants: [
    { size: 'M', originalPrice: '2499.00', discountPrice: '1999.00', stock: 0 },
    { size: 'L', originalPrice: '2199.00', stock: 2 },
  ],
});
const soldOut = await createProduct(app.db, {
  name: 'Wool Coat',
  categoryId: jackets.id,
  variants: [{ stock: 0 }],
});
const archived = await createProduct(app.db, { name: 'Old Parka', categoryId: jackets.id, archived: true });

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]);
}

describe('product pages for search engines and link previews', () => {
  it('titles /product/{id} with the product and brand, and describes it with its first image', async () => {
    const html = await page(`/product/${jacket.id}`);
    expect(html).toContain('<title>Denim &lt;/script&gt;&lt;b&gt;Jacket | Vastra</title>');
    expect(html).toContain('<meta name="description" content="A sturdy denim jacket." />');
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/jacket-front.webp" />`);
  });

  it('carries schema.org Product data with the lowest price in INR and stock availability', async () => {
    const html = await page(`/product/${jacket.id}`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Denim </script><b>Jacket',
      image: [`${publicUrl}/uploads/jacket-front.webp`, `${publicUrl}/uploads/jacket-back.webp`],
      description: 'A sturdy denim jacket.',
      sku: jacket.id,
      brand: { '@type': 'Brand', name: 'Vastra' },
      offers: {
        '@type': 'Offer',
        url: `${publicUrl}/product/${jacket.id}`,
        price: '1999.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    const soldOutData = jsonLdOf(await page(`/product/${soldOut.id}`));
    expect(soldOutData.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('escapes "<" inside the JSON-LD so no product text can close the script element', async () => {
    const html = await page(`/product/${jacket.id}`);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
  });

  it('uses the saved company name as the brand', async () => {
    await saveCompanyDetails(app.db, { name: 'Rang Threads', logoFilename: 'rang-logo.png' });
    const html = await page(`/product/${jacket.id}`);
    expect(html).toContain('| Rang Threads</title>');
    expect(jsonLdOf(html).brand).toEqual({ '@type': 'Brand', name: 'Rang Threads' });
  });

  it('gives unknown and archived products the shop default, not their data', async () => {
    for (const url of [`/product/${archived.id}`, '/product/not-a-uuid']) {
      const html = await page(url);
      expect(html).not.toContain('Old Parka');
      expect(html).not.toContain('application/ld+json');
    }
  });
});

describe('category and other storefront pages', () => {
  it('titles /products/{slug} and /{slug} with the category, its description and first image', async () => {
    for (const url of ['/products/men', '/men']) {
      const html = await page(url);
      expect(html).toContain('<title>Men | Rang Threads</title>');
      expect(html).toContain('content="Shirts, jackets and more for men."');
      expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/men-cover.webp" />`);
    }
  });

  it('describes a category without a description in words of its own', async () => {
    const html = await page('/products/mens-jackets');
    expect(html).toContain('<title>Men&#39;s Jackets | Rang Threads</title>');
    expect(html).toContain('content="Shop Men&#39;s Jackets online at Rang Threads."');
  });

  it("finds a category named with punctuation by the slug the storefront makes from its name (men's-jackets)", async () => {
    for (const url of [
      "/products/men's-jackets",
      '/products/men%27s-jackets',
      "/men's-jackets",
      '/Mens-Jackets',
    ]) {
      const html = await page(url);
      expect(html).toContain('<title>Men&#39;s Jackets | Rang Threads</title>');
    }
    expect(await page('/products/men%27s-jackets')).toContain('<h3>Wool Coat</h3>');
  });

  it('titles a legal page with its own title', async () => {
    await saveLegalPage(app.db, {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: '<p>We &amp; you.</p>',
    });
    const html = await page('/legal/privacy-policy');
    expect(html).toContain('<title>Privacy Policy | Rang Threads</title>');
    expect(html).toContain('<meta name="description" content="We &amp; you." />');
  });

  it('titles every other page with the company name and shows its logo', async () => {
    for (const url of ['/', '/cart', '/some/unknown/page']) {
      const html = await page(url);
      expect(html).toContain('<title>Rang Threads</title>');
      expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/rang-logo.png" />`);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, categories, live products and legal pages as absolute URLs', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${publicUrl}/`,
      `${publicUrl}/men`,
      `${publicUrl}/products/men`,
      `${publicUrl}/products/mens-jackets`,
      `${publicUrl}/product/${soldOut.id}`,
      `${publicUrl}/product/${jacket.id}`,
      `${publicUrl}/legal/privacy-policy`,
    ]);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of private pages and the API and points to the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/profile', '/checkout', '/cart', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});

describe('names with replacement patterns in them', () => {
  it('names with every $ pattern and </script> keep the template whole', async () => {
    const name = "Kurta $' $` $& $$ $1 $<x> </script>";
    const kurta = await createProduct(app.db, {
      name,
      description: "Cotton $' and $` </script> too",
      categoryId: jackets.id,
      variants: [{ size: 'M', originalPrice: '999.00', stock: 3 }],
    });
    const html = await page(`/product/${kurta.id}`);
    expect(html).toContain('<title>Kurta $&#39; $` $&amp; $$ $1 $&lt;x&gt; &lt;/script&gt; | ');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div></body></html>');
    expect(html.startsWith('<!doctype html><html><head>')).toBe(true);
    expect(jsonLdOf(html)).toMatchObject({ name });
  });
});

describe('the picture a page opens with', () => {
  const preloadOf = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];

  it("is preloaded on a product page with the gallery's srcset and sizes", async () => {
    expect(preloadOf(await page(`/product/${jacket.id}`))).toBe(
      '<link rel="preload" as="image" href="/uploads/jacket-front.webp"' +
        ' imagesrcset="/uploads/jacket-front-400.webp 400w, /uploads/jacket-front.webp 1200w"' +
        ' imagesizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw" fetchpriority="high" />',
    );
  });

  it('is the photo of the colour the product page opens on, which the preview shows too', async () => {
    const kurta = await createProduct(app.db, {
      name: 'Cotton Kurta',
      categoryId: jackets.id,
      images: ['kurta-blue.webp', 'kurta-red.webp'],
      imageColours: ['Blue', 'Red'],
      variants: [
        { color: 'Blue', size: 'M', originalPrice: '1499.00', stock: 3 },
        { color: 'Red', size: 'M', originalPrice: '1299.00', stock: 3 },
      ],
    });
    const html = await page(`/product/${kurta.id}`);
    expect(preloadOf(html)).toContain('href="/uploads/kurta-red.webp"');
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/uploads/kurta-red.webp" />`);
  });

  it("is a category landing's first slide when that is a photo, and nothing when it is a video", async () => {
    await createCategory(app.db, {
      name: 'Women',
      media: [{ fileType: 'IMAGE', filename: 'women-slide.webp' }],
    });
    expect(preloadOf(await page('/women'))).toBe(
      '<link rel="preload" as="image" href="/uploads/women-slide.webp"' +
        ' imagesrcset="/uploads/women-slide.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(preloadOf(await page('/men'))).toBeUndefined();
    // The product list opens on its first product card, and this category has none.
    expect(preloadOf(await page('/products/women'))).toBeUndefined();
  });

  describe('on the search results page', () => {
    beforeAll(async () => {
      await createProduct(app.db, {
        name: 'Ivory Sherwani',
        categoryId: jackets.id,
        images: ['sherwani-ivory.webp', 'sherwani-ivory-back.webp'],
        variants: [{ size: 'L', originalPrice: '8999.00', stock: 2 }],
        createdAt: new Date('2025-01-02T00:00:00Z'),
      });
      await createProduct(app.db, {
        name: 'Maroon Sherwani',
        categoryId: jackets.id,
        images: ['sherwani-maroon.webp'],
        variants: [{ size: 'M', originalPrice: '6999.00', stock: 2 }],
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
    });

    it("is the first result's photo, preloaded in <head> as its card draws it, beside the drawn results", async () => {
      const html = await page('/search?q=sherwani');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(preloadOf(head)).toBe(
        '<link rel="preload" as="image" href="/uploads/sherwani-ivory.webp"' +
          ' imagesrcset="/uploads/sherwani-ivory-400.webp 400w, /uploads/sherwani-ivory.webp 1200w"' +
          ` imagesizes="${openingPictureSizes.productCard}" fetchpriority="high" />`,
      );
      expect(html).toContain('<div id="root"><h3>Ivory Sherwani</h3><h3>Maroon Sherwani</h3></div>');
    });

    it("follows the page's sort and filters, read as the page reads them, to its first result", async () => {
      // Cheapest first: the maroon one. The page opens on its first page whatever the URL says.
      expect(preloadOf(await page('/search?q=sherwani&sort=price_asc&page=2'))).toContain(
        'href="/uploads/sherwani-maroon.webp"',
      );
      // Only the ivory one comes in L; an unknown colour is dropped as the page drops it.
      expect(preloadOf(await page('/search?q=sherwani&size=L&color=Teal&sort=price_asc'))).toContain(
        'href="/uploads/sherwani-ivory.webp"',
      );
    });

    it('preloads nothing when nothing is found', async () => {
      expect(preloadOf(await page('/search?q=nothing-sells-like-this'))).toBeUndefined();
    });
  });

  describe("on a category's product list", () => {
    beforeAll(async () => {
      const sarees = await createCategory(app.db, { name: 'Sarees' });
      const silkSarees = await createCategory(app.db, { name: 'Silk Sarees', parentId: sarees.id });
      await createProduct(app.db, {
        name: 'Banarasi Saree',
        categoryId: silkSarees.id,
        images: ['saree-banarasi.webp', 'saree-banarasi-pallu.webp'],
        variants: [{ size: 'M', originalPrice: '7999.00', stock: 2 }],
        createdAt: new Date('2025-03-02T00:00:00Z'),
      });
      await createProduct(app.db, {
        name: 'Cotton Saree',
        categoryId: sarees.id,
        images: ['saree-cotton.webp'],
        variants: [{ size: 'L', originalPrice: '1499.00', stock: 2 }],
        createdAt: new Date('2025-03-01T00:00:00Z'),
      });
      await createProduct(app.db, {
        name: 'Plain Saree',
        categoryId: sarees.id,
        images: 0,
        variants: [{ size: 'S', originalPrice: '2999.00', stock: 2 }],
        createdAt: new Date('2025-02-28T00:00:00Z'),
      });
    });

    it("is the first card's photo, preloaded in <head> as its card draws it, beside the drawn list", async () => {
      const html = await page('/products/sarees');
      const head = html.slice(0, html.indexOf('</head>'));
      // Newest first, the subcategories' products among them.
      expect(preloadOf(head)).toBe(
        '<link rel="preload" as="image" href="/uploads/saree-banarasi.webp"' +
          ' imagesrcset="/uploads/saree-banarasi-400.webp 400w, /uploads/saree-banarasi.webp 1200w"' +
          ` imagesizes="${openingPictureSizes.productCard}" fetchpriority="high" />`,
      );
      expect(html).toContain(
        '<div id="root"><h3>Banarasi Saree</h3><h3>Cotton Saree</h3><h3>Plain Saree</h3></div>',
      );
    });

    it("follows the list's sort and filters, read as the page reads them, to its first card", async () => {
      // Cheapest first: the cotton one. The page opens on its first page whatever the URL says.
      expect(preloadOf(await page('/products/sarees?sort=price_asc&page=2'))).toContain(
        'href="/uploads/saree-cotton.webp"',
      );
      // Only the Banarasi one comes in M; an unknown colour is dropped as the page drops it.
      expect(preloadOf(await page('/products/sarees?size=M&color=Teal&sort=price_asc'))).toContain(
        'href="/uploads/saree-banarasi.webp"',
      );
      // A category's list keeps no search term: the page lists the whole category.
      expect(preloadOf(await page('/products/sarees?q=cotton'))).toContain(
        'href="/uploads/saree-banarasi.webp"',
      );
    });

    it('preloads nothing when the first card has no photo, or the category is unknown', async () => {
      expect(preloadOf(await page('/products/sarees?size=S'))).toBeUndefined();
      expect(preloadOf(await page('/products/no-such-category'))).toBeUndefined();
    });
  });
});
