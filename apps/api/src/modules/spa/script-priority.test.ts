import { describe, expect, it } from 'vitest';
import { withScriptsAfterContent } from './script-priority';
import { withModulePreloads } from './storefront-pages';

describe('the scripts of a page the server draws', () => {
  const template =
    '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js"></head>';

  it('are fetched at low priority, the page’s own chunks too', () => {
    const page = withModulePreloads(withScriptsAfterContent(template), ['/assets/Page-3.js'], 'low');
    expect(page).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-2.js">' +
        '  <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-3.js">\n  </head>',
    );
  });

  it('keep the default priority on a page the browser draws', () => {
    expect(withModulePreloads(template, ['/assets/Page-3.js'])).not.toContain('fetchpriority');
  });
});
