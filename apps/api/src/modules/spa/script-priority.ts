/** A fetch priority written on script tags; without one the browser's default (high) stands. */
export type ScriptPriority = 'low';

/** ` fetchpriority="low"`, or nothing. */
export const fetchPriorityAttribute = (priority?: ScriptPriority) =>
  priority ? ` fetchpriority="${priority}"` : '';

const moduleScript = /<script type="module"/g;
const modulePreload = /<link rel="modulepreload"/g;

/**
 * A page the server drew shows its content before any script runs, so its scripts are fetched at low
 * priority: on a slow connection the page's own photos (the largest one preloaded at high priority)
 * and the HTML come first, and the code that brings the page alive after them. Module scripts wait
 * for the HTML either way; only the order in which the network serves them changes. Pages the
 * browser draws keep their scripts at the default priority: they show nothing until the code runs.
 * Applied to the template once; the page's own chunks are written at the same priority
 * (withModulePreloads).
 */
export function withScriptsAfterContent(template: string): string {
  const low = fetchPriorityAttribute('low');
  return template.replace(moduleScript, `$&${low}`).replace(modulePreload, `$&${low}`);
}
