import fc from 'fast-check';
import { type FilePart, multipartBody } from './multipart';

/**
 * Values a careless or malicious client sends, for the bad-input properties: injection fragments,
 * control characters, every script direction, numbers at the edges, and shapes where a string belongs.
 */

const fragments = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'a\u0000b',
  '\u0000',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום עולם',
  '👗👩🏽‍💻🇮🇳',
  '\uD800',
  '%00',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  '',
  ' ',
  '\t\r\n',
  'null',
  'true',
  '__proto__',
  'constructor',
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...fragments), weight: 3 },
  // Inside otherwise ordinary text, so that length and "required" checks let it through.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('Ravi ', 'Pune 560001', 'Linen shirt'), fc.constantFrom(...fragments))
      .map(([text, fragment]) => `${text}${fragment}`),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ minLength: 300, maxLength: 3000 }), weight: 1 },
  // Past every length limit, and still under the 1 MB body limit once in JSON.
  { arbitrary: fc.constant('é'.repeat(300_000)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    0,
    -1,
    0.5,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
  ),
  fc.integer(),
  // NaN and the infinities become null in JSON: a null where a number belongs.
  fc.double(),
);

/** Anything that can stand where a field's value belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.constantFrom({ $ne: null }, { $gt: '' }, ['a', 'b'], [], {}), weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 2 },
);

/** A body for a JSON route: anything at all, or a valid body with fields changed, removed or added. */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const field = fc.constantFrom(...keys);
  return fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 2 },
    { arbitrary: fc.dictionary(field, hostileValue), weight: 2 },
    {
      arbitrary: fc
        .array(fc.tuple(field, hostileValue), { minLength: 1, maxLength: 2 })
        .map((changes) => ({ ...valid, ...Object.fromEntries(changes) })),
      weight: 6,
    },
    {
      arbitrary: fc
        .subarray(keys, { minLength: 1 })
        .map((dropped) =>
          Object.fromEntries(Object.entries(valid).filter(([key]) => !dropped.includes(key))),
        ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('userType', 'id', 'userId', 'isAdmin', 'tokenVersion', 'price'), hostileValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
      weight: 1,
    },
  );
}

/** A file part as a client may forge it (any name, type and bytes), or a real picture beside bad fields. */
export function hostileFileOr(picture: FilePart): fc.Arbitrary<FilePart> {
  return fc.oneof(
    fc.record({
      bytes: fc.uint8Array({ maxLength: 2048 }),
      filename: hostileText.filter((name) => name.length < 300),
      type: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'video/mp4',
        'text/html',
        'application/x-msdownload',
        '',
      ),
    }),
    fc.constant(picture),
  );
}

/** A form field's text: hostile text, or a hostile value (or list of variants) written as JSON. */
export const formValue = fc.oneof(
  hostileText,
  hostileValue.map((value) => JSON.stringify(value) ?? ''),
  hostileValue.map((value) =>
    JSON.stringify([{ color: 'Red', size: 'M', stock: value, originalPrice: value }]),
  ),
);

/** Each field of a valid body gets each of these in turn: the sweep that backs up the random search. */
export const hostileSamples: unknown[] = [
  'a\u0000b',
  'x\uD800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'مرحبا 👗 \u202Eשלום',
  'é'.repeat(300_000),
  '',
  '   ',
  'NaN',
  '-0',
  '1e308',
  1e308,
  -1,
  0,
  2 ** 31,
  0.5,
  true,
  null,
  { $ne: null },
  ['a'],
  { nested: { deeper: ['x'] } },
];

/** Path segments and query values, already in a URL: percent-encoded, or broken on purpose. */
export const hostileSegments: string[] = [
  'a%00b',
  '%ED%A0%80',
  '%',
  '%zz',
  '%C0%AF',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  encodeURIComponent('👗\u202Eשלום'),
  encodeURIComponent('é'.repeat(150)),
  '9'.repeat(5000),
  'NaN',
  '-0',
  '1e308',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'A2C5D9E0-1B2C-4D3E-8F40-5A6B7C8D9E0F',
];

/** A text as a URL path segment; percent-encoded, or raw and broken on purpose. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.filter((text) => text.length < 5000).map(encodeSegment), weight: 3 },
  { arbitrary: fc.constantFrom(...hostileSegments), weight: 2 },
  { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as its UTF-8 bytes. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

export interface RawPayload {
  name: string;
  contentType?: string;
  payload: string | Buffer;
}

/** Payloads no JSON route may accept, built around a valid body's field names. */
export async function malformedPayloads(valid: Record<string, unknown>): Promise<RawPayload[]> {
  const everyField = (literal: string) =>
    `{${Object.keys(valid)
      .map((key) => `"${key}": ${literal}`)
      .join(', ')}}`;
  const form = await multipartBody(Object.entries(valid).map(([key, value]) => [key, String(value)]));
  const json = 'application/json';
  return [
    { name: 'text/plain', contentType: 'text/plain', payload: JSON.stringify(valid) },
    { name: 'XML', contentType: 'application/xml', payload: '<order><id>1</id></order>' },
    { name: 'a multipart form', contentType: form.headers['content-type'], payload: form.payload },
    { name: 'no content type', payload: JSON.stringify(valid) },
    { name: 'JSON in latin1', contentType: 'application/json; charset=latin1', payload: '{"a":"\xe9"}' },
    {
      name: 'a 2 MB JSON body',
      contentType: json,
      payload: JSON.stringify({ ...valid, pad: 'x'.repeat(2 << 20) }),
    },
    { name: 'broken JSON', contentType: json, payload: '{"a": ' },
    { name: 'an empty body', contentType: json, payload: '' },
    { name: 'null', contentType: json, payload: 'null' },
    { name: 'a list', contentType: json, payload: JSON.stringify([valid]) },
    {
      name: 'a prototype key',
      contentType: json,
      payload: `{"__proto__": {"userType": "ADMIN"}, ${everyField('1').slice(1)}`,
    },
    {
      name: 'deep nesting',
      contentType: json,
      payload: everyField(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    },
    ...['-0', '1e400', '-1e400', '1E2', 'NaN', '"NaN"', '"-0"', '"1e308"', 'true', '{"$ne": null}']
      // `true` in every field is a well-formed body of switches (PUT /admin/customers/{id} { codBlocked }).
      .filter(
        (literal) => literal !== 'true' || !Object.values(valid).every((value) => typeof value === 'boolean'),
      )
      .map((literal) => ({
        name: `every field ${literal}`,
        contentType: json,
        payload: everyField(literal),
      })),
  ];
}
