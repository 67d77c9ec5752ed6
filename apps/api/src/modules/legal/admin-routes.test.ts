import { sanitizeLegalHtml } from '@vastra/contract/legal-html';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const customer = await createTestUser(app, 'CUSTOMER');

const save = (payload: Record<string, unknown>, auth: Record<string, string> = admin.auth) =>
  app.inject({ method: 'POST', url: '/api/legal-pages', headers: auth, payload });

describe('POST /api/legal-pages', () => {
  it('creates a page, then replaces it by slug, and the public reads the latest', async () => {
    const first = await save({ title: 'Privacy Policy', slug: 'privacy-policy', content: '<p>First</p>' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: '<p>First</p>',
    });

    const second = await save({
      title: 'Our Privacy Policy',
      slug: 'privacy-policy',
      content: '<p>Second</p>',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      title: 'Our Privacy Policy',
      content: '<p>Second</p>',
    });

    const read = await app.inject({ method: 'GET', url: '/api/legal-pages/slug/privacy-policy' });
    expect(read.json()).toEqual(second.json());
    const all = (await app.inject({ method: 'GET', url: '/api/legal-pages' })).json();
    expect(all).toHaveLength(1);
  });

  it('saves the HTML sanitised: scripts and handlers gone, unsafe links dropped, safe ones opened safely', async () => {
    const res = await save({
      title: 'Terms & Conditions',
      slug: 'terms-conditions',
      content:
        '<h2 onclick="steal()">Terms</h2><script>alert(1)</script><p style="color:red">Read <a href="javascript:alert(1)">this</a>' +
        ' and <a href="https://vastra.example/help" target="_self">help</a>.</p><iframe src="https://evil.example"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(
      '<h2>Terms</h2><p>Read <a target="_blank" rel="noopener noreferrer nofollow">this</a> and ' +
        '<a href="https://vastra.example/help" target="_blank" rel="noopener noreferrer nofollow">help</a>.</p>',
    );
  });

  it('accepts an empty title and content', async () => {
    const res = await save({ title: '', slug: 'terms-conditions', content: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: '', content: '' });
  });

  it('refuses a slug other than the two legal pages', async () => {
    const res = await save({ title: 'About', slug: 'about-us', content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ slug: 'Slug must be privacy-policy or terms-conditions.' });
  });

  it('answers 401 to guests and 403 to customers', async () => {
    const page = { title: 'x', slug: 'privacy-policy', content: '<p>x</p>' };
    expect((await save(page, {})).statusCode).toBe(401);
    expect((await save(page, customer.auth)).statusCode).toBe(403);
  });
});

describe('sanitising legal page HTML', () => {
  it('keeps the editor tags and drops all others with their attributes', () => {
    const html =
      '<h1>A</h1><h3>B</h3><ul><li><strong>x</strong> <em>y</em> <u>u</u> <s>s</s></li></ul><ol><li>1</li></ol>' +
      '<blockquote>q</blockquote><pre><code>c</code></pre><hr><br>';
    expect(sanitizeLegalHtml(html)).toBe(
      '<h1>A</h1><h3>B</h3><ul><li><strong>x</strong> <em>y</em> <u>u</u> <s>s</s></li></ul><ol><li>1</li></ol>' +
        '<blockquote>q</blockquote><pre><code>c</code></pre><hr /><br />',
    );
    expect(
      sanitizeLegalHtml('<div class="x"><img src=x onerror="a()"><h5>h</h5><style>p{}</style></div>'),
    ).toBe('h');
  });

  it('keeps mailto and tel links and drops relative, data and disguised javascript ones', () => {
    const link = (href: string) => sanitizeLegalHtml(`<a href="${href}">x</a>`);
    const opened = 'target="_blank" rel="noopener noreferrer nofollow"';
    expect(link('mailto:care@vastra.example')).toBe(`<a href="mailto:care@vastra.example" ${opened}>x</a>`);
    expect(link('tel:+918012345678')).toBe(`<a href="tel:+918012345678" ${opened}>x</a>`);
    expect(link('http://vastra.example')).toBe(`<a href="http://vastra.example" ${opened}>x</a>`);
    for (const href of [
      'JaVaScRiPt:alert(1)',
      'java&#09;script:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/privacy',
    ]) {
      expect(link(href)).toBe(`<a ${opened}>x</a>`);
    }
  });
});
