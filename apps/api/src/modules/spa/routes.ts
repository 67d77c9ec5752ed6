import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from '../../lib/compression';
import { withInlineStylesheet } from './inline-stylesheet';
import { type PageMeta, type PageMetaResolver, renderIndexHtml } from './page-meta';
import { type ScriptsAfterPaint, scriptsAfterFirstPaint } from './scripts-after-paint';
import { loadServerRenderer, type RenderIntoPage } from './server-renderer';
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
  let pathInfo: ReturnType<typeof storefrontPaths> = () => ({ chunks: [], serverRendered: false });
  let renderIntoPage: RenderIntoPage | undefined;
  if (distDir) {
    template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    drawn = scriptsAfterFirstPaint(withInlineStylesheet(template, distDir));
    pathInfo = storefrontPaths(distDir);
    renderIntoPage = await loadServerRenderer(app, distDir);
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
    const query = new URLSearchParams(request.url.slice(pathname.length + 1));
    const meta = await metaFor(safeDecode(pathname), query);
    const drawnPage =
      serverRendered && drawn
        ? await drawOnServer(renderIndexHtml(drawn.template, meta, absoluteUrl), request.url)
        : undefined;
    const html =
      drawn && drawnPage
        ? drawn.withLoader(drawnPage, chunks)
        : withModulePreloads(renderIndexHtml(template, meta, absoluteUrl), chunks);
    reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, html);
  }

  /** The page with its content drawn in; undefined (the browser draws it) when that cannot be done. */
  async function drawOnServer(page: string, url: string): Promise<string | undefined> {
    if (!renderIntoPage) return undefined;
    try {
      return await renderIntoPage(page, `http://localhost${url}`);
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed; the browser draws the page');
      return undefined;
    }
  }

  // The static plugin would answer "/" as a directory; the home page is the storefront too.
  if (template) app.get('/', { schema: { hide: true } }, serveIndex);
  app.setNotFoundHandler(serveIndex);
});

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
