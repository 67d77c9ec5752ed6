/**
 * A category's slug (API.md): the name in lower case with spaces turned into hyphens and any
 * character other than a-z, 0-9 and hyphen dropped. The web app's slugify does the same.
 */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
