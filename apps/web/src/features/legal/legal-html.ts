import DOMPurify from 'dompurify';

// Every link in a legal page opens in a new tab and passes nothing on (docs/api.md §4, legal page HTML).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** A legal page's stored HTML made safe to insert: scripts, handlers and unsafe URLs removed. */
export function sanitizeLegalHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
