import { z } from 'zod';
import { category, product, productStatus } from './catalogue';
import { gstRatePercent, HSN_INVALID } from './gst';
import { sizeGuideField } from './size-guide';
import { requiredText } from './users';

/**
 * The back office's catalogue forms (multipart forms are checked field by field as the text a
 * browser sends). docs/product.md §5's messages are repeated here word for word.
 */

export const CATEGORY_NAME_REQUIRED = 'Category name is required.';
export const CATEGORY_MEDIA_MINIMUM = 'A top-level category requires at least 5 images or videos.';
export const TOP_LEVEL_MEDIA_MINIMUM = 5;
export const FINAL_CATEGORY_REQUIRED = 'Please select a final category for the product.';
export const VARIANT_REQUIRED = 'Add at least one variant.';
export const DEFAULT_COLOR_HEX = '#000000';

/** A form's field problems as the API's error body: the first sentence plus one per field. */
export function formErrors(error: z.ZodError): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return { message: Object.values(errors)[0] ?? 'The form is not valid.', errors };
}

/** A text field holding JSON (how a multipart form carries lists), then checked against `schema`. */
function jsonField<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string({ error: message })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** Empty text (a form field left blank) or null means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `This field can be at most ${maxLength} characters long.`)
    .optional()
    .transform((value) => value || null);

const idList = (message: string) => jsonField(z.array(z.string(), { error: message }), message);

export const SLIDE_TEXT_MAX_LENGTH = 60;
export const MEDIA_TEXT_INVALID =
  'mediaText must be a JSON object giving { headline, offer } by upload id or by the number of a new file.';
export const MEDIA_TEXT_TOO_LONG = `A slide's headline and offer can be at most ${SLIDE_TEXT_MAX_LENGTH} characters each.`;
export const MEDIA_TEXT_UNKNOWN =
  "mediaText names an image or video that is neither one of this category's nor a file sent with it.";

/** A line of slide text: trimmed, empty or missing meaning none. */
const slideLine = z
  .string()
  .trim()
  .max(SLIDE_TEXT_MAX_LENGTH)
  .nullable()
  .optional()
  .transform((value) => value || null);

/** The words the storefront draws over a slide of the category's slideshow. */
export const slideText = z.object({ headline: slideLine, offer: slideLine });
export type SlideText = z.output<typeof slideText>;

/**
 * mediaText: a JSON object from an existing upload's id, or the 0-based index (as text) of a file in
 * this request's `media`, to its slide text. Any problem is one sentence under `mediaText`.
 */
const mediaTextField = z.string().transform((text, ctx): Record<string, SlideText> => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = z.record(z.string(), slideText).safeParse(value);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
  ctx.addIssue({ code: 'custom', message: tooLong ? MEDIA_TEXT_TOO_LONG : MEDIA_TEXT_INVALID });
  return z.NEVER;
});

/** POST /categories and PUT /categories/{id}: the text fields of the form (files come as `media`). */
export const categoryForm = z.object({
  name: requiredText(CATEGORY_NAME_REQUIRED, 100),
  description: optionalText(2000),
  /** '' or missing: top level. */
  parentId: z.preprocess(blankToUndefined, z.uuid({ error: 'Parent category not found.' }).optional()),
  /** Ids of this category's uploads to remove; ids that are not this category's are ignored. */
  deletedUploadIds: z.preprocess(
    blankToUndefined,
    idList('deletedUploadIds must be a JSON list of ids.').optional().default([]),
  ),
  /** Slide text for uploads and new files; uploads it does not name keep theirs. */
  mediaText: z.preprocess(blankToUndefined, mediaTextField.optional().default({})),
  /**
   * The category's own size guide as JSON, `null` to remove it; missing or blank keeps the one it has
   * (so SPEC.md's form, which never sends it, changes nothing).
   */
  sizeGuide: z.preprocess((value) => (value === '' ? undefined : value), sizeGuideField.optional()),
});
export type CategoryForm = z.output<typeof categoryForm>;

/** Whole paise from a checked decimal string ("1299.5" -> 129950). */
const paiseOf = (amount: string) => {
  const [rupees = '0', paise = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
};

const decimalPattern = /^\d{1,10}(\.\d{1,2})?$/;
/** True for a price that passed its own checks (refinements also run after a field failed). */
const isCheckedPrice = (value: unknown): value is string =>
  typeof value === 'string' && decimalPattern.test(value) && paiseOf(value) > 0;

/** A price as a number or decimal text: more than 0, at most 2 decimals, within numeric(12,2). */
const price = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} is required.` })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .regex(decimalPattern, `${label} must be a number with at most 2 decimals.`)
        .refine((value) => paiseOf(value) > 0, `${label} must be more than 0.`),
    );

export const SKU_INVALID = 'SKU must be up to 64 characters without spaces or commas.';
export const SKU_TAKEN = 'Another variant already has this SKU.';
const STOCK_INVALID = 'Stock must be a whole number of 0 or more.';
/** One entry of productVariants: with an id it updates that variant, without one it adds a variant. */
export const productVariantInput = z
  .object({
    id: z.preprocess(
      blankToUndefined,
      z.uuid({ error: 'This variant is not one of the product.' }).optional(),
    ),
    color: requiredText('Colour is required.', 50),
    colorHexCode: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Colour code must be # and 6 hex digits, like #1a2b3c.' })
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, 'Colour code must be # and 6 hex digits, like #1a2b3c.')
        .transform((hex) => hex.toLowerCase())
        .default(DEFAULT_COLOR_HEX),
    ),
    size: requiredText('Size is required.', 30),
    /** Missing: an existing variant keeps its SKU; blank or null: none. Unique across the shop, any case. */
    sku: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string({ error: SKU_INVALID })
        .trim()
        .regex(/^[^\s,]{1,64}$/, SKU_INVALID)
        .nullable()
        .optional(),
    ),
    stock: z
      .union([z.number(), z.string()], { error: 'Stock is required.' })
      .transform((value) =>
        typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value),
      )
      .pipe(
        z
          .number({ error: STOCK_INVALID })
          .int(STOCK_INVALID)
          .min(0, STOCK_INVALID)
          .max(1_000_000, 'Stock can be at most 1000000.'),
      ),
    /**
     * The stock the admin's form showed when it was loaded (edits of existing variants). With it the
     * server changes stock by what the admin changed, so units sold while the form was open stay sold.
     */
    loadedStock: z.preprocess(
      blankToUndefined,
      z
        .number({ error: STOCK_INVALID })
        .int(STOCK_INVALID)
        .min(0, STOCK_INVALID)
        .max(1_000_000, 'Stock can be at most 1000000.')
        .optional(),
    ),
    originalPrice: price('Original price'),
    discountPrice: z
      .preprocess(blankToUndefined, price('Discount price').optional())
      .transform((v) => v ?? null),
  })
  .superRefine((variant, ctx) => {
    const { originalPrice, discountPrice } = variant;
    if (!isCheckedPrice(originalPrice) || !isCheckedPrice(discountPrice)) return;
    if (paiseOf(discountPrice) > paiseOf(originalPrice)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: 'Discount price cannot be more than the original price.',
      });
    }
  });
export type ProductVariantInput = z.input<typeof productVariantInput>;
export type CheckedVariant = z.output<typeof productVariantInput>;

/** A photo (image id, or position of a new file) to its colour; null means all colours. */
export type ImageColors = Record<string, string | null>;
const IMAGE_COLORS_INVALID =
  'imageColors must be a JSON object mapping image ids or file positions to a colour name or null.';

/** A plain object whose values are colour names (at most 50 characters, as a variant's) or null. */
function isImageColours(value: unknown): value is ImageColors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (colour) => colour === null || (typeof colour === 'string' && colour.trim().length <= 50),
  );
}

/** POST /products and PUT /products/{id}: the text fields of the form (files come as `images`). */
export const productForm = z.object({
  /** POST only: present means "update this product". */
  id: z.preprocess(blankToUndefined, z.uuid({ error: 'Product not found.' }).optional()),
  productName: requiredText('Product name is required.', 200),
  description: optionalText(5000),
  categoryId: z.uuid({ error: FINAL_CATEGORY_REQUIRED }),
  productVariants: jsonField(
    z
      .array(productVariantInput, { error: 'productVariants must be a JSON list of variants.' })
      .min(1, VARIANT_REQUIRED)
      .max(100, 'A product can have at most 100 variants.'),
    VARIANT_REQUIRED,
  ),
  /** Ids of this product's images to remove; ids that are not this product's are ignored. */
  deletedImageIds: z.preprocess(
    blankToUndefined,
    idList('deletedImageIds must be a JSON list of ids.').optional().default([]),
  ),
  /**
   * Which colour each photo shows: an existing image id, or the 0-based position of a file in this
   * request's images, mapped to a colour of the product's variants or null (all colours). Photos
   * left out keep their colour.
   */
  imageColors: z.preprocess(
    blankToUndefined,
    jsonField(z.custom<ImageColors>(isImageColours, IMAGE_COLORS_INVALID), IMAGE_COLORS_INVALID)
      .optional()
      .default({}),
  ),
  /** Blank or missing: none. */
  hsnCode: z.preprocess(
    blankToUndefined,
    z
      .string({ error: HSN_INVALID })
      .trim()
      .regex(/^\d{4,8}$/, HSN_INVALID)
      .optional()
      .transform((value) => value ?? null),
  ),
  /** Blank or missing: the shop's apparel slab rule. */
  gstRate: z.preprocess(
    blankToUndefined,
    gstRatePercent('GST rate')
      .optional()
      .transform((v) => v ?? null),
  ),
  /** DRAFT keeps the product out of the storefront, ACTIVE publishes it; missing: ACTIVE for a new product, as it was for one saved before. */
  status: z.preprocess(blankToUndefined, productStatus.optional()),
});
export type ProductForm = z.output<typeof productForm>;

/**
 * A category as POST and PUT /categories answer it (the tree node). Wrapped so that the OpenAPI
 * document can name the recursive schema instead of inlining it at the root.
 */
export const savedCategory = z.lazy(() => category);

export const productSaved = z.object({ message: z.string(), product });
export type ProductSaved = z.infer<typeof productSaved>;
