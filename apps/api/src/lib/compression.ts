import { once } from 'node:events';
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inOwnBytes, ownBytes } from './own-bytes';

// Brotli's default quality (11) suits files compressed once at build time; for answers made per
// request, quality 4 shrinks a product list about as much as gzip -9 at a fraction of the CPU. Its
// default window (4 MB) is for files far larger than any answer or page: a 256 kB one holds them whole
// and keeps each compression's native memory small.
const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 };
const gzipLevel = 6;
// Below this the Content-Encoding header and the work cost more than the bytes saved.
const threshold = 1024;

/**
 * Compresses API answers (JSON, CSV, PDF...) for clients that accept it: brotli, else gzip. Built
 * assets have their .br and .gz copies beside them and uploads are images, so only /api routes pass
 * through here. Request bodies are never decompressed: a small zipped body must not become a large one.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which leaves routes marked `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold,
    brotliOptions: { params: brotliParams },
    zlibOptions: { level: gzipLevel },
    globalDecompression: false,
  });
}

export type Encoding = 'br' | 'gzip';

/** The encoding a request accepts and an answer of `length` bytes is worth: brotli, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest, length: number): Encoding | undefined {
  if (length < threshold) return undefined;
  return (
    (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as Encoding | null) ?? undefined
  );
}

/** `body` compressed as the answers of this server are (the settings above), in memory of its own. */
export function compressBody(body: string | Buffer, encoding: Encoding): Buffer {
  return inOwnBytes(
    encoding === 'gzip'
      ? gzipSync(body, { level: gzipLevel })
      : brotliCompressSync(body, {
          params: {
            ...brotliParams,
            [constants.BROTLI_PARAM_SIZE_HINT]:
              typeof body === 'string' ? Buffer.byteLength(body) : body.length,
          },
        }),
  );
}

/**
 * The texts in brotli as one stream, as the settings above compress it, flushed after each: one
 * buffer per text. A brotli stream cannot be joined from two, but what comes out up to a flush
 * depends on nothing after it: texts that open alike have the same first bytes, which can then be
 * kept once, and each part still refers back into those before it. With `finish: false` the stream
 * is left open after the last text, for brotliEnding to end. Compressed on libuv's threads, not the
 * server's own.
 */
export async function brotliParts(texts: string[], { finish }: { finish: boolean }): Promise<Buffer[]> {
  const stream = createBrotliCompress({ params: brotliParams });
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const taken = () => {
    const part = inOwnBytes(Buffer.concat(chunks));
    chunks.length = 0;
    return part;
  };
  const parts: Buffer[] = [];
  for (const [index, text] of texts.entries()) {
    if (finish && index === texts.length - 1) {
      stream.end(text);
      await once(stream, 'end');
    } else {
      stream.write(text);
      await new Promise<void>((resolve) => stream.flush(constants.BROTLI_OPERATION_FLUSH, resolve));
    }
    parts.push(taken());
  }
  if (!finish) stream.destroy();
  return parts;
}

/** The longest uncompressed meta-block whose length four nibbles can say (RFC 7932, 9.2). */
const MAX_STORED = 1 << 16;

/**
 * The bytes that end a brotli stream left open by brotliParts, with `text` after what it holds,
 * stored as it is: uncompressed meta-blocks, then the last, empty one (RFC 7932, 9.2). Making them
 * costs no compression, so a page's changing end can be written anew without compressing the rest
 * again; the stream is byte-aligned after a flush, so they follow its bytes as they are.
 */
export function brotliEnding(text: Buffer): Buffer {
  const blocks = Math.ceil(text.length / MAX_STORED);
  const ending = ownBytes(3 * blocks + text.length + 1);
  let written = 0;
  for (let at = 0; at < text.length; at += MAX_STORED) {
    const stored = text.subarray(at, at + MAX_STORED);
    // ISLAST 0, MNIBBLES 0 (four), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then zeros to the byte.
    written = ending.writeUIntLE(((stored.length - 1) << 3) | (1 << 19), written, 3);
    written += stored.copy(ending, written);
  }
  // ISLAST 1, ISLASTEMPTY 1.
  ending[written] = 0b11;
  return ending;
}

/** Sends a page made for this request, compressed as the client accepts (the not-found handler's pages). */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const encoding = acceptedEncoding(request, Buffer.byteLength(body));
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressBody(body, encoding));
}
