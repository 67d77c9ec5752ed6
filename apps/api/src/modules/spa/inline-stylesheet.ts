import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * The page template with its stylesheet written into the page instead of linked: a page the server
 * drew can then paint as soon as its HTML arrives, with no second request holding the first paint
 * (the storefront's CSS is ~12 kB compressed, less than one more round trip costs on a phone).
 * Pages the browser draws keep the link: they wait for scripts anyway, and the file is cached.
 */
export function withInlineStylesheet(template: string, distDir: string): string {
  const link = stylesheetLink.exec(template);
  const file = link?.[1] ? path.join(distDir, link[1]) : undefined;
  if (!link || !file || !existsSync(file)) return template;
  const css = readFileSync(file, 'utf8');
  // A stylesheet that could close the element early is left linked.
  if (/<\/style/i.test(css)) return template;
  return template.replace(link[0], () => `<style>${css}</style>`);
}
