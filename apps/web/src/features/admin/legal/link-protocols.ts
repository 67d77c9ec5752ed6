/** The schemes the server keeps in legal page links (docs/api.md §4: http, https, mailto, tel). */
export const allowedLinkProtocols = ['http', 'https', 'mailto', 'tel'];

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a link may stay in the content: one with a scheme must use an allowed one; one without
 * (a path on this site) may stay. Whitespace and control characters are ignored the way browsers
 * ignore them, so "java\nscript:" is still seen as javascript.
 */
export function isAllowedLink(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const scheme = schemePattern.exec(url.replace(/[\s\u0000-\u001f]/g, ''))?.[1];
  return scheme ? allowedLinkProtocols.includes(scheme.toLowerCase()) : true;
}

/** What the admin typed, with http:// added to a bare address such as "www.example.com" (default protocol http). */
export function withDefaultProtocol(url: string): string {
  const trimmed = url.trim();
  if (schemePattern.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  return `http://${trimmed}`;
}
