import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createCategory } from '../../test/catalogue-fixtures';
import { createTestUser } from '../../test/users';

const { app } = await createTestApp();
await createCategory(app.db, { name: 'Men', media: 5 });

describe('ETags on public API reads', () => {
  it('sends a weak ETag and Cache-Control no-cache with public JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body when the copy the browser holds is current', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/categories' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('sends the new data once it has changed', async () => {
    const etag = String((await app.inject({ method: 'GET', url: '/api/categories' })).headers.etag);
    await createCategory(app.db, { name: 'Women', media: 5 });
    const res = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': etag },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.headers.etag).not.toBe(etag);
  });

  it('leaves errors without an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('marks answers to signed-in calls private and gives them no ETag', async () => {
    const user = await createTestUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/categories', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });
});
