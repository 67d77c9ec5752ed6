import { formErrors, type ProductForm, productForm } from '@vastra/contract/admin';
import { colourKey } from '@vastra/contract/catalogue';
import type { ImportError } from '@vastra/contract/catalogue-files';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema/catalogue';
import { exactPrices } from '../../lib/money';
import { type CategoryPaths, loadCategoryPaths } from './category-paths';
import { type Column, handleIdPrefix, nameSlug, readHeader, SHOPIFY_CATEGORY_COLUMNS } from './columns';
import { parseCsv, restoreFormula } from './csv';
import { imageAddressProblem } from './image-urls';
import { type ImageZip, namesZipFile, zipPhotoProblem } from './image-zip';

/**
 * A photo the file adds to a product, shown for a colour or for all: fetched from its address, or
 * taken from the zip of images when the cell holds a file name.
 */
export interface NewImage {
  /** The cell as written: an address, or a file name in the zip. */
  url: string;
  inZip: boolean;
  row: number;
  field: Column;
  colour: string | null;
}

/** What the file will write for one product: the product form, as the back office would send it. */
export interface ProductPlan {
  /** The spreadsheet row of its first line (the header is row 1). */
  row: number;
  productId: string | null;
  form: ProductForm;
  newImages: NewImage[];
  /** Rows of form variant i, to point a later refusal at the line it came from. */
  variantRows: number[];
}

export interface ImportPlan {
  rows: number;
  products: ProductPlan[];
  errors: ImportError[];
}

const DEFAULT_COLOUR = 'Default';
const DEFAULT_SIZE = 'One Size';

type ExistingProduct = typeof products.$inferSelect;
type ExistingVariant = typeof productVariants.$inferSelect;

interface Line {
  row: number;
  cell(column: string): string;
  has(column: string): boolean;
}

/**
 * Reads a catalogue file and checks every row against the catalogue as it is now, writing nothing.
 * Rows of one Handle are one product: an existing one when the handle ends with its id prefix (as
 * exported) or, failing that, names it; variants match by SKU, else by colour and size.
 */
export async function planImport(db: Db, text: string, zip: ImageZip | null = null): Promise<ImportPlan> {
  const records = parseCsv(text);
  const [header, ...data] = records;
  if (!header)
    return { rows: 0, products: [], errors: [{ row: 1, field: 'file', message: 'The file is empty.' }] };
  const positions = readHeader(header);
  const errors: ImportError[] = [];
  if (!positions.has('Handle')) {
    errors.push({
      row: 1,
      field: 'Handle',
      message: 'The first row must name the columns, Handle among them.',
    });
    return { rows: data.length, products: [], errors };
  }
  const lines: Line[] = data.map((cells, index) => ({
    row: index + 2,
    cell: (column) => restoreFormula((cells[positions.get(column) ?? -1] ?? '').trim()),
    has: (column) => positions.has(column),
  }));

  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const handle = line.cell('Handle').toLowerCase();
    if (!handle) {
      errors.push({ row: line.row, field: 'Handle', message: 'Handle is required on every row.' });
      continue;
    }
    groups.set(handle, [...(groups.get(handle) ?? []), line]);
  }

  const catalogue = await loadCatalogue(db, zip);
  const skuRows = new Map<string, number>();
  const plans: ProductPlan[] = [];
  for (const [handle, group] of groups) {
    const plan = await planProduct(handle, group, catalogue, skuRows, errors);
    if (plan) plans.push(plan);
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: data.length, products: plans, errors };
}

interface Catalogue {
  paths: CategoryPaths;
  byIdPrefix: Map<string, ExistingProduct>;
  byNameSlug: Map<string, ExistingProduct[]>;
  variantsOf: Map<string, ExistingVariant[]>;
  bySku: Map<string, ExistingVariant>;
  imageFiles: Map<string, Set<string>>;
  /** The zip of images sent beside the file, if any. */
  zip: ImageZip | null;
}

async function loadCatalogue(db: Db, zip: ImageZip | null): Promise<Catalogue> {
  const [paths, live, variants, images] = await Promise.all([
    loadCategoryPaths(db),
    db.select().from(products).where(isNull(products.archivedAt)),
    db.select().from(productVariants).orderBy(asc(productVariants.createdAt), asc(productVariants.id)),
    db.select({ productId: productImages.productId, filename: productImages.filename }).from(productImages),
  ]);
  const catalogue: Catalogue = {
    paths,
    byIdPrefix: new Map(live.map((product) => [product.id.slice(0, 8), product])),
    byNameSlug: new Map(),
    variantsOf: new Map(),
    bySku: new Map(),
    imageFiles: new Map(),
    zip,
  };
  for (const product of live) {
    const slug = nameSlug(product.name);
    catalogue.byNameSlug.set(slug, [...(catalogue.byNameSlug.get(slug) ?? []), product]);
  }
  for (const variant of variants) {
    if (variant.sku) catalogue.bySku.set(variant.sku.toLowerCase(), variant);
    if (variant.archivedAt) continue;
    catalogue.variantsOf.set(variant.productId, [
      ...(catalogue.variantsOf.get(variant.productId) ?? []),
      variant,
    ]);
  }
  for (const image of images) {
    const files = catalogue.imageFiles.get(image.productId) ?? new Set();
    files.add(image.filename);
    catalogue.imageFiles.set(image.productId, files);
  }
  return catalogue;
}

function findProduct(handle: string, catalogue: Catalogue): ExistingProduct | null {
  const prefix = handleIdPrefix(handle);
  const byId = prefix ? catalogue.byIdPrefix.get(prefix) : undefined;
  if (byId) return byId;
  const named = catalogue.byNameSlug.get(handle);
  return named?.length === 1 ? (named[0] ?? null) : null;
}

/** Which option column holds the colour and which the size, from the product's first row. */
function optionColumns(first: Line): { colour: Column | null; size: Column | null; problem: string | null } {
  const names = [first.cell('Option1 Name'), first.cell('Option2 Name')].map((name) => name.toLowerCase());
  const valueColumn = (index: number): Column => (index === 0 ? 'Option1 Value' : 'Option2 Value');
  const colourAt = names.findIndex((name) => name === 'color' || name === 'colour');
  const sizeAt = names.indexOf('size');
  const other = names.find(
    (name, index) => name && index !== colourAt && index !== sizeAt && name !== 'title',
  );
  return {
    colour: colourAt >= 0 ? valueColumn(colourAt) : null,
    size: sizeAt >= 0 ? valueColumn(sizeAt) : null,
    problem: other ? `Options must be named Color (or Colour) and Size, not "${other}".` : null,
  };
}

async function planProduct(
  handle: string,
  group: Line[],
  catalogue: Catalogue,
  skuRows: Map<string, number>,
  errors: ImportError[],
): Promise<ProductPlan | null> {
  const first = group[0] as Line;
  const existing = findProduct(handle, catalogue);
  const before = errors.length;
  const fail = (row: number, field: string, message: string) => errors.push({ row, field, message });

  const options = optionColumns(first);
  if (options.problem) fail(first.row, 'Option1 Name', options.problem);

  let categoryId = existing?.categoryId ?? null;
  const categoryCell =
    first.cell('Category') ||
    SHOPIFY_CATEGORY_COLUMNS.map((column) => first.cell(column)).find(Boolean) ||
    '';
  if (categoryCell) {
    const found = catalogue.paths.find(categoryCell);
    if ('id' in found) categoryId = found.id;
    else fail(first.row, 'Category', found.problem);
  } else if (!existing) {
    fail(first.row, 'Category', 'Category is required: the path of a final category, like Men > Shirts.');
  }

  const live = existing ? (catalogue.variantsOf.get(existing.id) ?? []) : [];
  const matched = new Set<string>();
  const variantLines = group.filter(
    (line) =>
      line.cell('Option1 Value') ||
      line.cell('Option2 Value') ||
      line.cell('Variant SKU') ||
      line.cell('Variant Price'),
  );
  const variantRows: number[] = [];
  const variants = variantLines.map((line) => {
    variantRows.push(line.row);
    const colour = (options.colour && line.cell(options.colour)) || DEFAULT_COLOUR;
    const size = (options.size && line.cell(options.size)) || DEFAULT_SIZE;
    const sku = line.cell('Variant SKU');
    const skuKey = sku.toLowerCase();
    let variant: ExistingVariant | undefined;
    if (sku) {
      const firstRow = skuRows.get(skuKey);
      if (firstRow !== undefined) fail(line.row, 'Variant SKU', `Row ${firstRow} has this SKU too.`);
      skuRows.set(skuKey, line.row);
      const owner = catalogue.bySku.get(skuKey);
      if (owner && owner.productId !== existing?.id) {
        fail(line.row, 'Variant SKU', 'Another product has a variant with this SKU.');
      } else if (owner && !owner.archivedAt) variant = owner;
    }
    variant ??= live.find(
      (v) =>
        !matched.has(v.id) &&
        colourKey(v.color) === colourKey(colour) &&
        v.size.trim().toLowerCase() === size.trim().toLowerCase() &&
        (!sku || !v.sku || v.sku.toLowerCase() === skuKey),
    );
    if (variant) matched.add(variant.id);
    const quantity = line.cell('Variant Inventory Qty');
    const price = line.cell('Variant Price');
    const compareAt = line.cell('Variant Compare At Price');
    // Shopify charges the price and shows a higher compare-at price crossed out: that is our
    // original price, and the price our discount price. A compare-at price not above it is no discount.
    const discounted = compareAt !== '' && Number(compareAt) > Number(price);
    return {
      ...(variant ? { id: variant.id } : {}),
      color: colour,
      colorHexCode: line.cell('Color Hex') || variant?.colorHexCode || '',
      size,
      sku: sku || null,
      stock: quantity === '' ? (variant?.stock ?? 0) : quantity,
      ...(quantity === '' && variant ? { loadedStock: variant.stock } : {}),
      originalPrice: discounted ? compareAt : price,
      discountPrice: discounted ? price : '',
    };
  });
  // Variants the file does not mention stay as they are (a file of some variants removes none).
  for (const variant of live) {
    if (matched.has(variant.id)) continue;
    variants.push({
      id: variant.id,
      color: variant.color,
      colorHexCode: variant.colorHexCode,
      size: variant.size,
      sku: variant.sku,
      stock: variant.stock,
      loadedStock: variant.stock,
      ...exactPrices(variant),
      discountPrice: exactPrices(variant).discountPrice ?? '',
    });
  }

  const status = importedStatus(first.cell('Status'));
  if (status === 'unknown') fail(first.row, 'Status', 'Status must be active, draft or archived.');
  const text = (column: Column, kept: string | null) =>
    first.has(column) ? first.cell(column) : (kept ?? '');
  const parsed = productForm.safeParse({
    productName: first.cell('Title') || existing?.name || '',
    description: text('Body (HTML)', existing?.description ?? null),
    categoryId: categoryId ?? '',
    productVariants: JSON.stringify(variants),
    hsnCode: text('HSN Code', existing?.hsnCode ?? null),
    status: status === 'unknown' ? undefined : status,
    gstRate: text(
      'GST Rate',
      existing?.gstRate === null || !existing ? null : String(Number(existing.gstRate)),
    ),
  });
  if (!parsed.success) {
    for (const [path, message] of Object.entries(formErrors(parsed.error).errors)) {
      if (path === 'categoryId' && !categoryId) continue;
      const place = fieldOfForm(path, first.row, variantRows, options);
      fail(place.row, place.field, message);
    }
  }

  const newImages = await planImages(group, existing, catalogue, variantLines, options, fail);
  if (errors.length > before || !parsed.success) return null;
  return { row: first.row, productId: existing?.id ?? null, form: parsed.data, newImages, variantRows };
}

/**
 * Shopify's Status cell as a product status: active is on sale; draft and archived (which Shopify
 * keeps off its shop too) become drafts. Blank leaves the status as it is (new products go on sale).
 */
function importedStatus(cell: string): 'ACTIVE' | 'DRAFT' | undefined | 'unknown' {
  const value = cell.toLowerCase();
  if (value === '') return undefined;
  if (value === 'active') return 'ACTIVE';
  if (value === 'draft' || value === 'archived') return 'DRAFT';
  return 'unknown';
}

/** The row and column a product form field came from (`productVariants.2.originalPrice`, ...). */
export function fieldOfForm(
  path: string,
  firstRow: number,
  variantRows: number[],
  options: { colour: Column | null; size: Column | null },
): { row: number; field: string } {
  const [top, index, field] = path.split('.');
  const formColumns: Record<string, string> = {
    productName: 'Title',
    description: 'Body (HTML)',
    categoryId: 'Category',
    hsnCode: 'HSN Code',
    gstRate: 'GST Rate',
  };
  if (top !== 'productVariants') return { row: firstRow, field: formColumns[top ?? ''] ?? 'Handle' };
  const row = variantRows[Number(index)] ?? firstRow;
  const variantColumns: Record<string, string> = {
    color: options.colour ?? 'Option1 Value',
    colorHexCode: 'Color Hex',
    size: options.size ?? 'Option2 Value',
    sku: 'Variant SKU',
    stock: 'Variant Inventory Qty',
    loadedStock: 'Variant Inventory Qty',
    originalPrice: 'Variant Price',
    discountPrice: 'Variant Price',
    id: 'Variant SKU',
  };
  return { row, field: variantColumns[field ?? ''] ?? 'Variant Price' };
}

/**
 * The file's photos this product does not have yet, in Image Position order, each address checked:
 * http or https, and a host whose every address is public. An address of one of the product's own
 * photos (as exported) is that photo.
 */
async function planImages(
  group: Line[],
  existing: ExistingProduct | null,
  catalogue: Catalogue,
  variantLines: Line[],
  options: { colour: Column | null },
  fail: (row: number, field: string, message: string) => void,
): Promise<NewImage[]> {
  const own = existing ? (catalogue.imageFiles.get(existing.id) ?? new Set<string>()) : new Set<string>();
  const isOwn = (url: string) => own.has(url.split('/uploads/').at(-1) ?? '');
  const found = new Map<string, NewImage & { position: number }>();
  group.forEach((line, order) => {
    const src = line.cell('Image Src');
    if (!src || isOwn(src) || found.has(src)) return;
    const position = Number(line.cell('Image Position')) || 1000 + order;
    found.set(src, {
      url: src,
      inZip: namesZipFile(src),
      row: line.row,
      field: 'Image Src',
      colour: null,
      position,
    });
  });
  for (const line of variantLines) {
    const src = line.cell('Variant Image');
    if (!src || isOwn(src)) continue;
    const colour = (options.colour && line.cell(options.colour)) || DEFAULT_COLOUR;
    const image = found.get(src) ?? {
      url: src,
      inZip: namesZipFile(src),
      row: line.row,
      field: 'Variant Image',
      colour,
      position: 2000,
    };
    image.colour = colour;
    found.set(src, image);
  }
  const images = [...found.values()].sort((a, b) => a.position - b.position);
  for (const image of images) {
    const problem = image.inZip
      ? await zipPhotoProblem(catalogue.zip, image.url)
      : await imageAddressProblem(image.url);
    if (problem) fail(image.row, image.field, problem);
  }
  return images.map(({ position: _position, ...image }) => image);
}
