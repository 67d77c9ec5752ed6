import { createHash } from 'node:crypto';

/**
 * Runs in the page the server drew (a plain script, so it stands alone). It starts the storefront's
 * code once the page has been painted: reads the entry and the files to preload from its own data
 * attributes and adds them to <head> in one insertion, at low priority so the page's photos still
 * come first; at once in a tab opened in the background, which paints nothing. Until the code has
 * taken the page over and played them back, taps on buttons and links and choices in selects are
 * recorded in `window.__vastraEarlyInput` and kept from the page (apps/web/src/app/early-input.ts):
 * a shopper's early "Load more" or sort choice is not lost, a link opens as the app opens it (going
 * back then returns to where the list was left), and a tap React could already see while taking the
 * page over does not overtake an earlier one still waiting. A link whose page the code has not taken
 * over within 3 seconds opens as a plain link. One fixed text, so the Content-Security-Policy allows
 * it by its hash (SCRIPT_LOADER_HASH) and no other inline script runs.
 */
const SCRIPT_LOADER = `(function (loader) {
  var events = [];
  var stopped = false;
  var passing = false;
  function record(event) {
    if (passing) return;
    var target = event.target;
    if (event.type === 'change') {
      if (target.tagName !== 'SELECT') return;
      event.stopPropagation();
      events.push({ type: 'change', target: target, value: target.value });
      return;
    }
    var link = target.closest && target.closest('a[href]');
    if (link && !link.target && link.origin === location.origin && event.button === 0 &&
        !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      event.stopPropagation();
      events.push({ type: 'click', target: link });
      setTimeout(function () { if (!stopped) location.assign(link.href); }, 3000);
      return;
    }
    target = target.closest && target.closest('button[type=button]');
    if (!target) return;
    event.stopPropagation();
    events.push({ type: 'click', target: target });
  }
  document.addEventListener('click', record, true);
  document.addEventListener('change', record, true);
  window.__vastraEarlyInput = {
    next: function () { return events.shift(); },
    pass: function (play) {
      passing = true;
      try { play(); } finally { passing = false; }
    },
    stop: function () {
      stopped = true;
      document.removeEventListener('click', record, true);
      document.removeEventListener('change', record, true);
      delete window.__vastraEarlyInput;
    }
  };
  function start() {
    var files = document.createDocumentFragment();
    function add(tag, props) {
      var element = document.createElement(tag);
      for (var key in props) element[key] = props[key];
      element.crossOrigin = '';
      element.fetchPriority = 'low';
      files.appendChild(element);
    }
    loader.dataset.preload.split(' ').forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: loader.dataset.entry });
    document.head.appendChild(files);
  }
  if (document.hidden) start();
  else requestAnimationFrame(function () { setTimeout(start); });
})(document.currentScript)`;

/** The CSP source that allows SCRIPT_LOADER (and nothing else inline). */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const entryScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** A page template whose scripts start after the first paint, and how to write them into a page. */
export interface ScriptsAfterPaint {
  /** The template without its script and preload tags. */
  template: string;
  /** The page with the loader before </body>: the entry, its files and the page's own `chunks`. */
  withLoader(page: string, chunks: string[]): string;
}

/**
 * A page the server drew is readable before any script runs, so its code waits until the page is
 * on screen: the first paint and the largest photo then have the phone's processor and connection to
 * themselves (the code's download and compilation competed with both, and on a connection without
 * priorities the photo waited behind the scripts). Pages the browser draws keep their scripts in
 * <head>: they show nothing until the code runs. Undefined when the template has no entry script.
 */
export function scriptsAfterFirstPaint(template: string): ScriptsAfterPaint | undefined {
  const entry = entryScript.exec(template)?.[1];
  if (!entry) return undefined;
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1] as string);
  const stripped = template.replace(entryScript, '').replace(modulePreload, '');
  return {
    template: stripped,
    withLoader(page, chunks) {
      const files = [...preloads, ...chunks].join(' ');
      const loader = `<script data-entry="${entry}" data-preload="${files}">${SCRIPT_LOADER}</script>`;
      return page.replace('</body>', () => `  ${loader}\n  </body>`);
    },
  };
}
