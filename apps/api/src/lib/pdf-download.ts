import type { FastifyReply } from 'fastify';

/** A tax document for its customer or an admin: a download, never kept by a browser or proxy. */
export function sendPdfDownload(reply: FastifyReply, file: { filename: string; pdf: Buffer }): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
