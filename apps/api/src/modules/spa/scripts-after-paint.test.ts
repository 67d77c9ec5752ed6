import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { builtStorefront } from '../../../test/built-storefront';

// A built storefront whose server build draws /search and no other page.
const webDist = builtStorefront(`export async function renderPage(url) {
  if (new URL(url).pathname !== '/search') return undefined;
  return { html: '<h3>Search Results</h3>', queries: '{}' };
}`);

const { app } = await createTestApp({}, (config) => {
  config.webDistDir = webDist;
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the scripts of a storefront page', () => {
  it('start after the first paint on a page the server drew, by the one inline script the policy allows', async () => {
    const res = await app.inject({ method: 'GET', url: '/search?q=jacket' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<h3>Search Results</h3>');
    expect(headOf(html)).not.toContain('<script type="module"');
    expect(headOf(html)).not.toContain('modulepreload');
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">([^<]+)<\/script>\s*<\/body>/.exec(
      html,
    );
    expect(loader?.slice(1, 3)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js']);
    const hash = createHash('sha256')
      .update(loader?.[3] ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('stay in <head> on a page the browser draws, which shows nothing until they run', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/products' });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">');
    expect(res.body).not.toContain('data-entry');
  });
});
