import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveLegalPage } from '../../../test/catalogue-fixtures';

const { app } = await createTestApp();

describe('GET /api/legal-pages', () => {
  it('gives an empty list, and 404 for each page, before any page is saved', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal-pages' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const page = await app.inject({ method: 'GET', url: '/api/legal-pages/slug/terms-conditions' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Page not found.' });
  });

  it('lists the saved pages with their HTML content', async () => {
    await saveLegalPage(app.db, {
      slug: 'terms-conditions',
      title: 'Terms & Conditions',
      content: '<p>Be kind.</p>',
    });
    await saveLegalPage(app.db, {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: '<p>We keep little.</p>',
    });
    const pages = (await app.inject({ method: 'GET', url: '/api/legal-pages' })).json();
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['privacy-policy', 'terms-conditions']);
    expect(pages[1]).toEqual({
      id: expect.any(String),
      slug: 'terms-conditions',
      title: 'Terms & Conditions',
      content: '<p>Be kind.</p>',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('GET /api/legal-pages/slug/{slug}', () => {
  it('gives one saved page by its slug', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal-pages/slug/privacy-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'privacy-policy', title: 'Privacy Policy' });
  });

  it('answers 404 for a slug that is not a legal page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/legal-pages/slug/refund-policy' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Page not found.' });
  });
});
