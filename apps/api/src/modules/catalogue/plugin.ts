import fp from 'fastify-plugin';
import { type CatalogueReads, createCatalogueReads } from './catalogue-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's kept answers and finding index, made for this app (catalogue-reads.ts). */
    catalogue: CatalogueReads;
  }
}

/** Gives the app its catalogue reads (app.catalogue), before any catalogue route is registered. */
export const cataloguePlugin = fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueReads(app.db, app.clock));
    // A server builds the finding index as it starts listening (tests, which only inject, never do),
    // so that the first shopper's list does not wait for it; a list asked meanwhile waits for that build.
    app.addHook('onListen', async () => {
      app.catalogue
        .findingIndex()
        .catch((error) => app.log.error({ err: error }, 'the finding index was not built'));
    });
  },
  { name: 'catalogue' },
);
