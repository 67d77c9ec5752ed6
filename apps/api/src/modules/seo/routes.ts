import type { FastifyInstance } from 'fastify';
import type { PageMetaResolver } from '../spa';
import { firstCategoryProducts, firstSearchResults } from './first-list-pages';
import { catalogueMeta } from './page-meta';
import { buildSitemap, robotsTxt } from './sitemap';

/**
 * What search engines and link previews see: each storefront page's own title, description,
 * image and product data in index.html, plus /sitemap.xml and /robots.txt.
 * Register after the storefront (spaRoutes), which owns the resolver list.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const absoluteUrl = (p: string) => (/^https?:\/\//.test(p) ? p : `${app.config.publicUrl}${p}`);
  const meta = catalogueMeta(app.db, absoluteUrl, {
    searchResults: (pageQuery) => firstSearchResults(app, pageQuery),
    categoryProducts: (slug, pageQuery) => firstCategoryProducts(app, slug, pageQuery),
  });

  const cataloguePages: PageMetaResolver = async (pathname, query) => {
    const [first, second, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
    if (!first && second === undefined) return meta.homePage();
    if (!first || rest.length > 0) return undefined;
    if (first === 'search' && second === undefined) return meta.searchPage(query);
    if (second === undefined) return meta.categoryPage(first, 'landing', query);
    if (first === 'product') return meta.productPage(second);
    if (first === 'products') return meta.categoryPage(second, 'list', query);
    if (first === 'legal') return meta.legalPage(second);
    return undefined;
  };
  app.pageMetaResolvers.push(cataloguePages);
  // The shop-wide default answers for any path, so it goes after every module's own resolvers.
  app.addHook('onReady', async () => {
    app.pageMetaResolvers.push(meta.anyPage);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.db, app.config.publicUrl)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );
}
