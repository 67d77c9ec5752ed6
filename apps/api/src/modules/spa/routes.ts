import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding, sendCompressed } from '../../lib/compression';
import { MINUTE, tooManyAttempts } from '../../lib/rate-limit';
import type { PageDrawing } from '../catalogue';
import { sharedOpening, withInlineStylesheet } from './inline-stylesheet';
import { pageFigures } from './page-figures';
import { pageKey } from './page-key';
import { type PageMeta, type PageMetaResolver, renderIndexHtml } from './page-meta';
import { type ScriptsAfterPaint, scriptsAfterFirstPaint } from './scripts-after-paint';
import { loadServerRenderer, type ServerRenderer } from './server-renderer';
import { storefrontPaths, withModulePreloads } from './storefront-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add resolvers so their pages get their own title, description and preview. */
    pageMetaResolvers: PageMetaResolver[];
  }
}

const defaultMeta: PageMeta = {
  title: 'Vastra',
  description: 'Shop clothing for men, women and kids online. Free shipping across India, cash on delivery.',
};

/**
 * Every path that is not /api or /uploads belongs to the storefront: built assets when they exist,
 * otherwise index.html with the page's own meta tags, and the SPA draws its 404 page itself.
 */
export const spaRoutes = fp(async (app: FastifyInstance) => {
  app.decorate('pageMetaResolvers', [] as PageMetaResolver[]);
  const distDir = app.config.webDistDir;
  let template: string | undefined;
  /**
   * Pages the server draws: the stylesheet inside the page (inline-stylesheet.ts) and the scripts,
   * page chunks included, started after the first paint (scripts-after-paint.ts).
   */
  let drawn: ScriptsAfterPaint | undefined;
  /** The text every drawn page opens with, its stylesheet: kept once for all the kept pages. */
  let opening: string | undefined;
  let pathInfo: ReturnType<typeof storefrontPaths> = () => ({ chunks: [], serverRendered: false });
  let renderer: ServerRenderer | undefined;
  if (distDir) {
    template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    drawn = scriptsAfterFirstPaint(withInlineStylesheet(template, distDir));
    opening = drawn && sharedOpening(drawn.template);
    pathInfo = storefrontPaths(distDir);
    renderer = await loadServerRenderer(app, distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // The web build writes a .br and a .gz copy beside each text file: the copy the browser
      // accepts is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // dist/.vite/manifest.json (the build's file map, for the benchmark) is not for the public.
      dotfiles: 'ignore',
      // index.html is a template: the storefront answer below fills it in for each page.
      allowedPath: (pathname) => !pathname.startsWith('/index.html'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets'));
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const absoluteUrl = (p: string) => (/^https?:\/\//.test(p) ? p : `${app.config.publicUrl}${p}`);

  async function metaFor(pathname: string, query: URLSearchParams): Promise<PageMeta> {
    for (const resolve of app.pageMetaResolvers) {
      try {
        const meta = await resolve(pathname, query);
        if (meta) return meta;
      } catch (error) {
        app.log.warn({ err: error, pathname }, 'page meta lookup failed; using the default');
      }
    }
    return defaultMeta;
  }

  async function serveIndex(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    // A hidden file or folder is never a storefront page.
    const isHidden = safeDecode(pathname).includes('/.');
    if (isApi || isHidden || !template || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    const { chunks, serverRendered } = pathInfo(pathname);
    const queryText = request.url.slice(pathname.length + 1);
    /** The page as the browser draws it: the template with the page's meta tags and chunks. */
    const pageForBrowser = async (query: string) =>
      withModulePreloads(
        renderIndexHtml(template as string, await metaOf(pathname, query), absoluteUrl),
        chunks,
      );
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!serverRendered || !drawn) return sendCompressed(request, reply, await pageForBrowser(queryText));

    // Drawn pages are kept, one per path and the parameters that change it (page-key.ts), and drawn
    // for that key's URL, so a tracking parameter neither makes a new page nor shows in one.
    const key = pageKey(pathname, queryText);
    const keyQuery = key.slice(pathname.length + 1);
    const page = await app.catalogue.page(
      key,
      async () => {
        await allowDrawing(request, reply);
        const meta = await metaOf(pathname, keyQuery);
        const drawnPage = await drawOnServer(renderIndexHtml(drawn.template, meta, absoluteUrl), key);
        return drawnPage
          ? {
              html: drawn.withLoader(drawnPage, chunks),
              drawnOnServer: true,
              liveFigures: liveFiguresOf(drawnPage),
              opening,
            }
          : { html: await pageForBrowser(keyQuery), drawnOnServer: false };
      },
      (length) => acceptedEncoding(request, length),
    );
    reply.header('vary', 'accept-encoding');
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  }

  /**
   * Drawing a page costs what hundreds of kept ones do: one address may have the server draw only so
   * many a minute (pages kept in memory are not counted), in every process together.
   */
  async function allowDrawing(request: FastifyRequest, reply: FastifyReply) {
    const { current, ttl } = await app.sharedState.countCall(`page-draws|${request.ip}`, MINUTE);
    if (current > app.config.rateLimits.pageDrawsIp) {
      throw tooManyAttempts(reply, Math.max(1, Math.ceil(ttl / 1000)));
    }
  }

  /** A drawn page takes its products' new stock (page-figures.ts) while it would show the same. */
  const liveFiguresOf = (page: string): PageDrawing['liveFigures'] =>
    renderer && pageFigures(page, renderer.dataBlockId, renderer.ask);

  const metaOf = (pathname: string, query: string) =>
    metaFor(safeDecode(pathname), new URLSearchParams(query));

  /** The page with its content drawn in; undefined (the browser draws it) when that cannot be done. */
  async function drawOnServer(page: string, url: string): Promise<string | undefined> {
    if (!renderer) return undefined;
    try {
      return await renderer.intoPage(page, `http://localhost${url}`);
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed; the browser draws the page');
      return undefined;
    }
  }

  // The static plugin would answer "/" as a directory; the home page is the storefront too. The drawn
  // pages get routes of their own: through the static files' wildcard, each first cost a look on disk
  // (a kept product page was answered a third as fast as the home page). A category landing
  // (/{slug}) shares its shape with the files at the root, so it still comes through the wildcard.
  if (template) {
    for (const url of drawnPaths) app.get(url, { schema: { hide: true } }, serveIndex);
  }
  app.setNotFoundHandler(serveIndex);
});

/** The shopper pages the server draws, each with a route of its own. */
const drawnPaths = ['/', '/products/:slug', '/product/:id', '/search', '/legal/:slug', '/policies/:topic'];

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
