/**
 * The catalogue file's columns: Shopify's product CSV layout (help.shopify.com "Using CSV files to
 * import and export products") for what both shops know, then the shop's own four.
 */
export const COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Variant Image',
  'Status',
  'Category',
  'Color Hex',
  'HSN Code',
  'GST Rate',
] as const;
export type Column = (typeof COLUMNS)[number];

/** Newer Shopify exports name some columns differently; both spellings are read. */
const ALIASES: Record<string, Column> = {
  'url handle': 'Handle',
  description: 'Body (HTML)',
  'option1 name': 'Option1 Name',
  'option1 value': 'Option1 Value',
  'option2 name': 'Option2 Name',
  'option2 value': 'Option2 Value',
  sku: 'Variant SKU',
  'inventory quantity': 'Variant Inventory Qty',
  price: 'Variant Price',
  'compare-at price': 'Variant Compare At Price',
  'product image url': 'Image Src',
  'image position': 'Image Position',
  'variant image url': 'Variant Image',
  'colour hex': 'Color Hex',
};
for (const column of COLUMNS) ALIASES[column.toLowerCase()] = column;

/** Shopify's columns that can say which category a product from a Shopify export belongs in. */
export const SHOPIFY_CATEGORY_COLUMNS = ['product category', 'type'] as const;

/** Which column (by our name, or Shopify's category ones by theirs) sits at each position of the header. */
export function readHeader(header: string[]): Map<string, number> {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    const column = ALIASES[key] ?? (SHOPIFY_CATEGORY_COLUMNS.find((c) => c === key) as string | undefined);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return positions;
}

/**
 * A product's handle: its name as a slug, then the first 8 characters of its id. Products have no
 * slug of their own; the id part keeps a handle pointing at its product when the name is edited.
 */
export function productHandle(product: { id: string; name: string }): string {
  const slug = product.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `${slug}-${product.id.slice(0, 8)}` : product.id.slice(0, 8);
}

/** The id prefix a handle written by productHandle ends with, if it looks like one. */
export function handleIdPrefix(handle: string): string | null {
  const match = /(?:^|-)([0-9a-f]{8})$/.exec(handle.trim().toLowerCase());
  return match?.[1] ?? null;
}

/** A name as the slug part of a handle, to match handles from other shops by name. */
export function nameSlug(name: string): string {
  return productHandle({ id: '', name }).replace(/-$/, '');
}
