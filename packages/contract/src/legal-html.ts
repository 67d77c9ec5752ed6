// The one policy for legal page HTML: the API applies it when a page is saved, and the storefront's
// server rendering applies it again before drawing a page (as the browser does with DOMPurify).
import sanitizeHtml from 'sanitize-html';

/** The schemes a legal page's links may use (docs/api.md §4); the editor's link tool offers the same. */
const linkSchemes = ['http', 'https', 'mailto', 'tel'];
const allowedLink = /^(https?:|mailto:|tel:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: linkSchemes,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their contents, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // Only absolute links with an allowed scheme keep their href (relative and obfuscated ones lose it);
    // every link opens in a new tab without handing the page to the site it opens.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(href && allowedLink.test(href) ? { href } : {}),
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      };
    },
  },
};

/**
 * A legal page's HTML made safe to show: an allowlist of text tags, links only to http, https,
 * mailto and tel with target=_blank and rel="noopener noreferrer nofollow"; scripts, styles,
 * frames, other attributes and event handlers are removed.
 */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, options);
}
