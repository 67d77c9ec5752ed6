import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedOpening, withInlineStylesheet } from './inline-stylesheet';

const template = (href: string) =>
  `<html><head><link rel="stylesheet" crossorigin href="${href}"></head><body><div id="root"></div></body></html>`;

function builtStorefront(css: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vastra-css-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-abc.css'), css);
  return dist;
}

describe('the stylesheet of a page the server draws', () => {
  it('is written into the page in place of its link', () => {
    const dist = builtStorefront('.price{color:#111}');
    const page = withInlineStylesheet(template('/assets/index-abc.css'), dist);
    expect(page).toContain('<head><style>.price{color:#111}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('comes before the title, so that every page drawn from the template opens with the same text', () => {
    const dist = builtStorefront('.price{color:#111}');
    const titled = `<html><head><meta charset="UTF-8" /><title>Vastra</title><script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body></body></html>`;
    const page = withInlineStylesheet(titled, dist);
    expect(page).toMatch(
      /^<html><head><meta charset="UTF-8" \/><style>\.price\{color:#111\}<\/style>\s*<title>Vastra<\/title><script[^>]*><\/script><\/head>/,
    );
    expect(sharedOpening(page)).toBe('<html><head><meta charset="UTF-8" /><style>.price{color:#111}</style>');
    // Nothing is shared by pages whose own tags come first, or that have no stylesheet written in.
    expect(sharedOpening(titled)).toBeUndefined();
    expect(
      sharedOpening('<html><head><title>Vastra</title><style>a{}</style></head></html>'),
    ).toBeUndefined();
  });

  it('stays linked when the file is missing or could close the element', () => {
    expect(withInlineStylesheet(template('/assets/gone.css'), builtStorefront('a{}'))).toBe(
      template('/assets/gone.css'),
    );
    const hostile = builtStorefront('a{content:"</style><script>"}');
    expect(withInlineStylesheet(template('/assets/index-abc.css'), hostile)).toBe(
      template('/assets/index-abc.css'),
    );
  });
});
