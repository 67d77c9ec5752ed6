/**
 * A category's slug: the name in lower case with spaces turned into hyphens and any character
 * other than a-z, 0-9 and hyphen dropped. The web app's slugify does the same. A slug that comes in
 * with a web address is read through it too, so one made from the name with its punctuation kept
 * ("men's-shirts" for Men's Shirts) finds the category whose slug is "mens-shirts"; an id passes
 * through it unchanged, in lower case.
 */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
