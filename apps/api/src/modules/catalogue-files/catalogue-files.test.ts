import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/catalogue-fixtures';
import { importFile as importFileAs } from '../../../test/catalogue-import';
import { sendForm } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';
import { parseCsv } from './csv';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const men = await createCategory(app.db, { name: 'Men', media: 5 });
const shirts = await createCategory(app.db, { name: 'Shirts', parentId: men.id });
const kurtas = await createCategory(app.db, { name: 'Kurtas', parentId: men.id });

const exportCsv = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/products/export.csv',
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const importFile = (csv: string, dryRun: boolean) => importFileAs(app, admin.auth, csv, dryRun);

const productCount = async () =>
  (await app.inject({ method: 'GET', url: '/api/products?page=1&limit=100' })).json().pagination.total;
const productById = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

const oxford = await createProduct(app.db, {
  name: 'Slim Fit Oxford Shirt',
  categoryId: shirts.id,
  description: '<p>Crisp, "easy-iron" cotton,\nmade in Tiruppur.</p>',
  hsnCode: '6205',
  gstRate: '5.00',
  variants: [
    {
      color: 'White',
      colorHexCode: '#ffffff',
      size: 'M',
      originalPrice: '1999.00',
      discountPrice: '1499.00',
      stock: 4,
    },
    { color: 'White', colorHexCode: '#ffffff', size: 'L', originalPrice: '1999.00', stock: 2 },
  ],
  images: 2,
});

const SHOPIFY_HEADER =
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,' +
  'Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,' +
  'Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,' +
  'Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,' +
  'Image Position,Image Alt Text,Gift Card,SEO Title,SEO Description,Variant Image,Variant Weight Unit,Status';
const shopifyRow = (cells: Record<string, string>) =>
  SHOPIFY_HEADER.split(',')
    .map((column) => {
      const value = cells[column] ?? '';
      return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');

describe('catalogue files', () => {
  it('export, edit a price and a name in the text, import: the same catalogue with the edits', async () => {
    const before = await productById(oxford.id);
    const text = await exportCsv();
    const edited = text
      .replace('Slim Fit Oxford Shirt', 'Slim Fit Oxford Shirt (Pima)')
      .replace('"1499.00"', '"1399.00"');
    const result = await importFile(edited, false);
    expect(result).toMatchObject({ status: 'DONE', errors: [], updated: 1, created: 0 });

    const after = await productById(oxford.id);
    const withoutTimes = ({ updatedAt: _u, ...product }: Record<string, unknown>) => product;
    expect(withoutTimes(after)).toEqual(
      withoutTimes({
        ...before,
        name: 'Slim Fit Oxford Shirt (Pima)',
        price: '1399.00',
        variants: [{ ...before.variants[0], discountPrice: '1399.00' }, before.variants[1]],
      }),
    );
  });

  it('writes Shopify price and compare-at price as discount and original price, and keeps the body quoted', async () => {
    const rows = parseCsv(await exportCsv());
    const header = rows[0] as string[];
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    const first = rows[1] as string[];
    expect(cell(first, 'Body (HTML)')).toBe('<p>Crisp, "easy-iron" cotton,\nmade in Tiruppur.</p>');
    expect([cell(first, 'Variant Price'), cell(first, 'Variant Compare At Price')]).toEqual([
      '1399.00',
      '1999.00',
    ]);
    expect([
      cell(rows[2] as string[], 'Variant Price'),
      cell(rows[2] as string[], 'Variant Compare At Price'),
    ]).toEqual(['1999.00', '']);
    expect(cell(first, 'Category')).toBe('Men > Shirts');
    expect([cell(first, 'HSN Code'), cell(first, 'GST Rate')]).toEqual(['6205', '5']);
  });

  it('carries the status in Shopify’s Status column: draft imports a draft, active publishes it', async () => {
    const csv = (status: string) =>
      [
        'Handle,Title,Option1 Name,Option1 Value,Variant Price,Category,Status',
        `festive-kurta,Festive Kurta,Color,Gold,2199.00,Men > Kurtas,${status}`,
      ].join('\n');
    expect(await importFile(csv('draft'), false)).toMatchObject({ status: 'DONE', created: 1 });
    const drafts = await app.inject({
      method: 'GET',
      url: '/api/admin/products?status=DRAFT',
      headers: admin.auth,
    });
    const [draft] = drafts.json().data;
    expect(draft.name).toBe('Festive Kurta');
    expect((await app.inject({ method: 'GET', url: `/api/products/${draft.id}` })).statusCode).toBe(404);
    const rows = parseCsv(await exportCsv());
    const header = rows[0] as string[];
    const exported = rows.find((row) => row[header.indexOf('Title')] === 'Festive Kurta') as string[];
    expect(exported[header.indexOf('Status')]).toBe('draft');

    expect(await importFile(csv('sold out'), true)).toMatchObject({
      status: 'FAILED',
      errors: [{ row: 2, field: 'Status', message: 'Status must be active, draft or archived.' }],
    });
    expect(await importFile(csv('active'), false)).toMatchObject({ status: 'DONE', updated: 1 });
    expect((await productById(draft.id)).status).toBe('ACTIVE');
  });

  it('exports a name a spreadsheet would run as a formula as text, and imports it back as it was', async () => {
    const formula = await createProduct(app.db, {
      name: '=HYPERLINK("http://evil.example","Sale")',
      categoryId: shirts.id,
    });
    const text = await exportCsv();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Sale"")"`);
    expect((await importFile(text, false)).status).toBe('DONE');
    expect((await productById(formula.id)).name).toBe('=HYPERLINK("http://evil.example","Sale")');
  });

  it('imports a Shopify export written from its documented columns', async () => {
    const csv = [
      SHOPIFY_HEADER,
      shopifyRow({
        Handle: 'chikankari-kurta',
        Title: 'Chikankari Kurta',
        'Body (HTML)': '<p>Hand embroidered, Lucknow.</p>',
        Vendor: 'Vastra',
        'Product Category': 'Apparel & Accessories > Clothing > Kurtas',
        Published: 'TRUE',
        'Option1 Name': 'Size',
        'Option1 Value': 'S',
        'Option2 Name': 'Color',
        'Option2 Value': 'Blue',
        'Variant SKU': 'CHK-BL-S',
        'Variant Inventory Qty': '7',
        'Variant Price': '1499.00',
        'Variant Compare At Price': '1999.00',
        Status: 'active',
      }),
      shopifyRow({
        Handle: 'chikankari-kurta',
        'Option1 Value': 'M',
        'Option2 Value': 'Blue',
        'Variant SKU': 'CHK-BL-M',
        'Variant Inventory Qty': '3',
        'Variant Price': '1499.00',
      }),
    ].join('\n');
    const result = await importFile(csv, false);
    expect(result).toMatchObject({ status: 'DONE', rows: 2, created: 1, updated: 0, errors: [] });

    const page = (
      await app.inject({ method: 'GET', url: `/api/products/category/${kurtas.slug}?page=1&limit=10` })
    ).json();
    const [kurta] = page.data;
    expect(kurta).toMatchObject({
      name: 'Chikankari Kurta',
      description: '<p>Hand embroidered, Lucknow.</p>',
    });
    expect(kurta.variants).toMatchObject([
      {
        color: 'Blue',
        size: 'S',
        sku: 'CHK-BL-S',
        stock: 7,
        originalPrice: '1999.00',
        discountPrice: '1499.00',
      },
      { color: 'Blue', size: 'M', sku: 'CHK-BL-M', stock: 3, originalPrice: '1499.00', discountPrice: null },
    ]);
    // The same file again updates the product its handle names: nothing is made twice.
    expect(await importFile(csv, false)).toMatchObject({ status: 'DONE', created: 0, updated: 1 });
  });

  const newProductRows = (price: string) =>
    [
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Category',
      'linen-shirt,Linen Shirt,Color,Sand,Size,M,1299.00,Men > Shirts',
      `cotton-shirt,Cotton Shirt,Color,Navy,Size,L,${price},Men > Shirts`,
    ].join('\r\n');

  it('a dry run reports what it would do and writes nothing', async () => {
    const count = await productCount();
    const result = await importFile(newProductRows('999.00'), true);
    expect(result).toMatchObject({ status: 'DONE', dryRun: true, rows: 2, created: 2, errors: [] });
    expect(await productCount()).toBe(count);
  });

  it('a bad row stops the whole file, naming its row and column', async () => {
    const count = await productCount();
    const result = await importFile(newProductRows('abc'), false);
    expect(result.status).toBe('FAILED');
    expect(result.errors).toEqual([
      { row: 3, field: 'Variant Price', message: 'Original price must be a number with at most 2 decimals.' },
    ]);
    expect(await productCount()).toBe(count);
  });

  it('reports an unknown category and a SKU given twice', async () => {
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Category',
      'wool-shawl,Wool Shawl,Color,Grey,SH-1,2499.00,Women > Shawls',
      'silk-scarf,Silk Scarf,Color,Red,sh-1,999.00,Men > Shirts',
    ].join('\n');
    const result = await importFile(csv, true);
    expect(result.errors).toEqual([
      { row: 2, field: 'Category', message: 'There is no category "Women > Shawls": create it first.' },
      { row: 3, field: 'Variant SKU', message: 'Row 2 has this SKU too.' },
    ]);
  });

  it('refuses image addresses on private networks, this machine or link-local, and other schemes', async () => {
    const urls = [
      'http://127.0.0.1/shirt.jpg',
      'http://10.0.0.7/shirt.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/shirt.jpg',
      'http://[::ffff:192.168.1.1]/shirt.jpg',
      'http://localhost/shirt.jpg',
      'ftp://example.com/shirt.jpg',
    ];
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Variant Price,Category,Image Src,Image Position',
      `photo-shirt,Photo Shirt,Color,Red,999.00,Men > Shirts,${urls[0]},1`,
      ...urls.slice(1).map((url, index) => `photo-shirt,,,,,,${url},${index + 2}`),
    ].join('\n');
    const result = await importFile(csv, false);
    expect(result.status).toBe('FAILED');
    expect(result.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual(
      urls.map((_url, index) => [index + 2, 'Image Src']),
    );
    expect(result.errors[6].message).toBe('Only http and https image addresses are fetched.');
    expect(result.errors[0].message).toMatch(/private network or this machine/);
  });

  it('answers 404 for an unknown import and 400 without a file', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/admin/imports/00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await sendForm(app, 'POST', '/api/admin/products/import', [['dryRun', 'true']], admin.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ file: 'Choose a CSV file to import.' });
  });
});

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, CRLF or LF', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n\nlast,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ]);
  });
});
