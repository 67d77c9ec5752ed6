import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { type FormParts, pictureFile, sendForm, uploadedFiles } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const picture = await pictureFile('slide.png');
const slides = (count: number): FormParts => Array.from({ length: count }, () => ['media', picture]);

const post = (parts: FormParts) => sendForm(app, 'POST', '/api/categories', parts, admin.auth);
const put = (id: string, parts: FormParts) =>
  sendForm(app, 'PUT', `/api/categories/${id}`, parts, admin.auth);
const text = (entries: Record<string, { headline?: string | null; offer?: string | null }>) =>
  ['mediaText', JSON.stringify(entries)] as FormParts[number];
const slideText = (uploads: { headline: string | null; offer: string | null }[]) =>
  uploads.map(({ headline, offer }) => ({ headline, offer }));
const treeCategory = async (id: string) =>
  (await app.inject({ method: 'GET', url: '/api/categories' }))
    .json()
    .find((c: { id: string }) => c.id === id);

describe('slide text on a category form (mediaText)', () => {
  it('gives new files their headline and offer by index, trimmed, with empty meaning none', async () => {
    const res = await post([
      ['name', 'Festive Edit'],
      ...slides(5),
      text({
        '0': { headline: '  Festive Edit ', offer: 'Up to 40% off' },
        '3': { headline: 'Diwali', offer: '  ' },
      }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(slideText(res.json().uploads)).toEqual([
      { headline: 'Festive Edit', offer: 'Up to 40% off' },
      { headline: null, offer: null },
      { headline: null, offer: null },
      { headline: 'Diwali', offer: null },
      { headline: null, offer: null },
    ]);
    expect(slideText((await treeCategory(res.json().id)).uploads)[0]).toEqual({
      headline: 'Festive Edit',
      offer: 'Up to 40% off',
    });
  });

  it('edits the text of existing uploads and new files together; uploads not named keep theirs', async () => {
    const created = (
      await post([['name', 'Summer'], ...slides(5), text({ '1': { headline: 'Sun Days', offer: 'New' } })])
    ).json();
    const [first, second] = created.uploads;
    const res = await put(created.id, [
      ['name', 'Summer'],
      ['media', picture],
      text({
        [first.id]: { headline: 'Linen Season', offer: null },
        '0': { headline: 'Fresh In', offer: '10% off' },
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const uploads = res.json().uploads;
    expect(slideText([uploads[0], uploads[1], uploads[5]])).toEqual([
      { headline: 'Linen Season', offer: null },
      { headline: 'Sun Days', offer: 'New' },
      { headline: 'Fresh In', offer: '10% off' },
    ]);
    expect(uploads[1].id).toBe(second.id);
  });

  it.each([
    [
      'bad JSON',
      '{"0": {"headline": ',
      'mediaText must be a JSON object giving { headline, offer } by upload id or by the number of a new file.',
    ],
    [
      'a list',
      '[]',
      'mediaText must be a JSON object giving { headline, offer } by upload id or by the number of a new file.',
    ],
    [
      'a headline over 60 characters',
      JSON.stringify({ '0': { headline: 'x'.repeat(61) } }),
      "A slide's headline and offer can be at most 60 characters each.",
    ],
    [
      'an index past the files sent',
      JSON.stringify({ '5': { headline: 'Lost' } }),
      "mediaText names an image or video that is neither one of this category's nor a file sent with it.",
    ],
    [
      "another category's upload",
      'OTHER',
      "mediaText names an image or video that is neither one of this category's nor a file sent with it.",
    ],
  ])(
    'refuses %s with 400 on mediaText, changing nothing and keeping no files',
    async (_, mediaText, message) => {
      const other = (await post([['name', `Other ${Math.random()}`], ...slides(5)])).json();
      const created = (
        await post([['name', `Target ${Math.random()}`], ...slides(5), text({ '0': { headline: 'Kept' } })])
      ).json();
      const before = uploadedFiles(config.dataDir);
      const res = await put(created.id, [
        ['name', 'Renamed'],
        ...slides(1),
        [
          'mediaText',
          mediaText === 'OTHER'
            ? JSON.stringify({ [other.uploads[0].id]: { headline: 'Hijack' } })
            : mediaText,
        ],
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { mediaText: message } });
      expect(uploadedFiles(config.dataDir)).toEqual(before);
      const after = await treeCategory(created.id);
      expect(after.name).toBe(created.name);
      expect(after.uploads).toHaveLength(5);
      expect(after.uploads[0].headline).toBe('Kept');
      expect((await treeCategory(other.id)).uploads[0].headline).toBeNull();
    },
  );
});
