const moduleScript = /<script type="module"(?![^>]*fetchpriority)/g;
const modulePreload = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/**
 * A page the server drew shows its content before any script runs, so its scripts are fetched at low
 * priority: on a slow connection the page's own photos (the largest one preloaded at high priority)
 * and the HTML come first, and the code that brings the page alive after them. Module scripts wait
 * for the HTML either way; only the order in which the network serves them changes. Pages the
 * browser draws keep their scripts at the default priority: they show nothing until the code runs.
 */
export function withScriptsAfterContent(html: string): string {
  return html
    .replace(moduleScript, '$& fetchpriority="low"')
    .replace(modulePreload, '$& fetchpriority="low"');
}
