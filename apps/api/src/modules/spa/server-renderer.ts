import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (the API does not compile the storefront's code). */
interface StorefrontServerBuild {
  SERVER_QUERIES_ELEMENT_ID: string;
  renderPage(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; queries: string } | undefined>;
}

/** The storefront's server build as the API uses it. */
export interface ServerRenderer {
  /** Fills #root of a page with its server-rendered markup, or says it could not. */
  intoPage(template: string, url: string): Promise<string | undefined>;
  /** The id of the JSON block in which a drawn page carries the answers it was drawn from. */
  dataBlockId: string;
  /** The API's answer for a path, as a page is drawn from it; undefined when it is not a 200. */
  ask(path: string): Promise<unknown>;
}

/**
 * Loads the storefront's server build (apps/web/dist-server, beside dist) when it was built. Pages
 * are drawn with the server's own API through `inject`: the same answers, checks and caches as the
 * browser's calls, with no network in between and no one's session (only public data is asked for).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as StorefrontServerBuild;

  const transport = async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const intoPage = async (template: string, url: string) => {
    const page = await build.renderPage(url, transport);
    if (!page) return undefined;
    // "<" escaped so that no text in the data can close the script element.
    const data = page.queries.replace(/</g, '\\u003c');
    return template.replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${build.SERVER_QUERIES_ELEMENT_ID}">${data}</script>`,
    );
  };
  const ask = async (path: string) => {
    const answer = await transport(path, { method: 'GET' });
    return answer.ok ? answer.json() : undefined;
  };
  return { intoPage, dataBlockId: build.SERVER_QUERIES_ELEMENT_ID, ask };
}
