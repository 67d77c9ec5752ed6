import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { type FormParts, pictureFile, sendForm, uploadedFiles } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const front = await pictureFile('front.png');
const back = await pictureFile('back.png');
const women = await createCategory(app.db, { name: 'Women', media: 5 });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: women.id });

interface SavedVariant {
  id: string;
  color: string;
  size: string;
}
interface SavedImage {
  id: string;
  color: string | null;
}

const variant = (color: string, size = 'M', id?: string) => ({
  ...(id ? { id } : {}),
  color,
  colorHexCode: '#800000',
  size,
  stock: 5,
  originalPrice: 1499,
  discountPrice: null,
});
const keep = (saved: SavedVariant, color = saved.color) => variant(color, saved.size, saved.id);
/** The form's text fields; imageColors as given when it is text, else as JSON. */
function form(variants: unknown[], imageColors?: unknown, extra: FormParts = []): FormParts {
  const parts: FormParts = [
    ['productName', 'Chikankari Kurta'],
    ['categoryId', kurtas.id],
    ['productVariants', JSON.stringify(variants)],
  ];
  if (imageColors !== undefined) {
    const text = typeof imageColors === 'string' ? imageColors : JSON.stringify(imageColors);
    parts.push(['imageColors', text]);
  }
  return [...parts, ...extra];
}
const create = (parts: FormParts) => sendForm(app, 'POST', '/api/products', parts, admin.auth);
const update = (id: string, parts: FormParts) =>
  sendForm(app, 'PUT', `/api/products/${id}`, parts, admin.auth);
const getProduct = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
const colours = (images: SavedImage[]) => images.map((image) => image.color);

/** A product with Red and Blue variants and three photos: Red, all colours, Blue. */
async function taggedKurta() {
  const res = await create([
    ...form([variant('Red'), variant('Blue')], { 0: 'Red', 2: 'Blue' }),
    ['images', front],
    ['images', back],
    ['images', front],
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as {
    id: string;
    variants: [SavedVariant, SavedVariant];
    images: [SavedImage, SavedImage, SavedImage];
  };
}

describe('photos by colour in the product form', () => {
  it("tags new photos by their position in images, in the variant's spelling, whatever the case sent", async () => {
    const res = await create([
      ...form([variant('Red'), variant('Navy Blue')], { 0: ' red ', 2: 'NAVY BLUE', 1: null }),
      ['images', front],
      ['images', back],
      ['images', front],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(colours(res.json().product.images)).toEqual(['Red', null, 'Navy Blue']);
    expect(colours((await getProduct(res.json().product.id)).images)).toEqual(['Red', null, 'Navy Blue']);
  });

  it('retags existing photos by id and new ones by position; photos not named keep their colour', async () => {
    const kurta = await taggedKurta();
    const [red, all, blue] = kurta.images;
    const res = await update(kurta.id, [
      ...form(
        kurta.variants.map((v) => keep(v)),
        { [red.id]: null, [all.id]: 'blue', 0: 'Red' },
      ),
      ['images', back],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const images: SavedImage[] = res.json().product.images;
    expect(images.map((image) => image.id).slice(0, 3)).toEqual([red.id, all.id, blue.id]);
    expect(colours(images)).toEqual([null, 'Blue', 'Blue', 'Red']);
  });

  it('may name a colour that this same request adds, and a photo that it removes', async () => {
    const kurta = await taggedKurta();
    const [red, all] = kurta.images;
    const res = await update(
      kurta.id,
      form(
        [...kurta.variants.map((v) => keep(v)), variant('Mustard')],
        { [all.id]: 'Mustard', [red.id]: 'Red' },
        [['deletedImageIds', JSON.stringify([red.id])]],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(colours(res.json().product.images)).toEqual(['Mustard', 'Blue']);
  });

  it('refuses bad imageColors with 400 naming the field, changing nothing and keeping no files', async () => {
    const kurta = await taggedKurta();
    const before = await getProduct(kurta.id);
    const files = uploadedFiles(config.dataDir);
    const other = await createProduct(app.db, { name: 'Other Kurta', categoryId: kurtas.id });
    const variants = kurta.variants.map((v) => keep(v));
    const cases: [imageColors: unknown, variants: unknown[], sentence: string | RegExp][] = [
      ['{"0": "Red"', variants, /^imageColors must be a JSON object/],
      [['Red'], variants, /^imageColors must be a JSON object/],
      [{ 0: 42 }, variants, /^imageColors must be a JSON object/],
      [
        { [other.imageIds[0] as string]: 'Red' },
        variants,
        `imageColors names a photo that is not one of this product's: ${other.imageIds[0]}.`,
      ],
      [
        { 'front.png': 'Red' },
        variants,
        "imageColors names a photo that is not one of this product's: front.png.",
      ],
      [{ 1: 'Red' }, variants, 'imageColors names image file 1, but this request sends only files 0 to 0.'],
      [{ 0: 'Green' }, variants, `"Green" is not a colour of this product's variants.`],
      // The colour as this request saves the variants: Blue is renamed away.
      [
        { 0: 'Blue' },
        [keep(kurta.variants[0]), keep(kurta.variants[1], 'Teal')],
        `"Blue" is not a colour of this product's variants.`,
      ],
    ];
    for (const [imageColors, formVariants, sentence] of cases) {
      const res = await update(kurta.id, [
        ...form(formVariants, imageColors, [['productName', 'Renamed Kurta']]),
        ['images', back],
      ]);
      expect(res.statusCode, JSON.stringify(imageColors)).toBe(400);
      const body = res.json();
      expect(Object.keys(body.errors)).toEqual(['imageColors']);
      expect(body.errors.imageColors).toMatch(sentence);
      expect(body.message).toBe(body.errors.imageColors);
    }
    const refusedWithoutFiles = await update(kurta.id, form(variants, { 0: 'Red' }));
    expect(refusedWithoutFiles.json().errors.imageColors).toBe(
      'imageColors names image file 0, but this request sends no image files.',
    );
    expect(await getProduct(kurta.id)).toEqual(before);
    expect(uploadedFiles(config.dataDir)).toEqual(files);
  });

  it('sends photos of a colour back to all colours once an edit renames or removes its last variant', async () => {
    const res = await create([
      ...form([variant('Red', 'S'), variant('Red', 'M'), variant('Blue'), variant('Green')], {
        0: 'Red',
        1: 'Blue',
        2: 'Green',
      }),
      ['images', front],
      ['images', back],
      ['images', front],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id, variants } = res.json().product as { id: string; variants: SavedVariant[] };
    const [redS, , , green] = variants as [SavedVariant, SavedVariant, SavedVariant, SavedVariant];

    // One Red stays, Blue goes, Green becomes Olive: only the Red photo keeps its colour.
    const edited = await update(id, form([keep(redS), keep(green, 'Olive')]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(colours(edited.json().product.images)).toEqual(['Red', null, null]);

    // A change of case only is the same colour: the photo follows the variant's new spelling.
    const recased = await update(id, form([keep(redS, 'RED'), keep(green, 'Olive')]));
    expect(colours(recased.json().product.images)).toEqual(['RED', null, null]);
  });
});
