/** Text made safe to write into HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page of the server's own, outside the storefront (the payment and shipping simulators): no
 * scripts, not indexed, its styles inline. `title` is text; `content` is HTML the caller escaped.
 */
export function plainPage(title: string, content: string, styles: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>${styles}</style>
</head>
<body><main>${content}</main></body>
</html>`;
}
