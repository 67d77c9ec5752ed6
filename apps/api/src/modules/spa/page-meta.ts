/** What a shared link or a search engine sees for one storefront page. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute or root-relative URL of the preview image. */
  image?: string;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /**
   * The picture the page opens with (its largest contentful paint): preloaded with the srcset and
   * sizes its <img> will have, so the download starts with the HTML instead of after the scripts.
   */
  openingPicture?: { href: string; srcset?: string; sizes: string };
}

/**
 * Looks at a storefront path (and its query, for pages such as the search results) and says what it
 * shows, or undefined when it is not this module's page.
 */
export type PageMetaResolver = (pathname: string, query: URLSearchParams) => Promise<PageMeta | undefined>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Writes the page's title and meta tags into the built index.html. */
export function renderIndexHtml(
  template: string,
  meta: PageMeta,
  absoluteUrl: (path: string) => string,
): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
  ];
  tags.push('<meta property="og:type" content="website" />');
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(absoluteUrl(meta.image))}" />`);
  if (meta.openingPicture) {
    const { href, srcset, sizes } = meta.openingPicture;
    const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates} fetchpriority="high" />`,
    );
  }
  if (meta.jsonLd) {
    // "<" escaped so that no string inside the data can close the script element.
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  // A replacer function: a replacement string would read `$'`, `$&` and friends in a shop's names as patterns.
  const head = tags.join('\n    ');
  return template.replace(/<title>[^<]*<\/title>/, () => head);
}
