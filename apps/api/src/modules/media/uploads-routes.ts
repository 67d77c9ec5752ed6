import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { BucketStorage } from '../../lib/storage/upload-storage';
import { isUploadName, UPLOAD_CACHE_CONTROL } from '../../lib/storage/upload-storage';

/**
 * Serves uploaded media at /uploads/<name> wherever it is kept, so the URLs of docs/api.md §1 never change.
 * Names are random and never rewritten, so browsers and proxies may cache for ever.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.storage;
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  await app.register(bucketUploadsRoutes, { storage });
};

/** From the bucket: a redirect to its public address when it has one, else the bytes through this process. */
const bucketUploadsRoutes: FastifyPluginAsync<{ storage: BucketStorage }> = async (app, { storage }) => {
  const notFound = { message: 'No such file.' };
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isUploadName(name)) return reply.status(404).send(notFound);
    if (storage.publicUrl) {
      return reply
        .header('cache-control', UPLOAD_CACHE_CONTROL)
        .redirect(`${storage.publicUrl}/${encodeURIComponent(name)}`, 301);
    }
    const file = await storage.open(name);
    if (!file) return reply.status(404).send(notFound);
    reply.header('cache-control', UPLOAD_CACHE_CONTROL);
    if (file.etag) reply.header('etag', file.etag);
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    reply.header('content-type', file.contentType);
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    return reply.send(file.body);
  });
};
