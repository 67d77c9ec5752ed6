/**
 * Room for a kept answer's bytes in memory of its own: `Buffer.from` and `Buffer.allocUnsafe` put
 * small buffers in a shared 8 kB pool, and a kept answer would hold its whole slab for as long as
 * it is kept. Not zeroed: every caller writes all of it.
 */
export function ownBytes(length: number): Buffer {
  return Buffer.allocUnsafeSlow(length);
}

/** `text` in UTF-8, in bytes of their own (not a slab of the pool, nor a view of a longer text). */
export function textInOwnBytes(text: string): Buffer {
  const bytes = ownBytes(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * `bytes` when they fill their memory alone, else a copy in bytes of their own. zlib's sync calls
 * hand back a result that fits in one output chunk as a slice of that 16 kB chunk, and Buffer.concat
 * a small result as a slice of Node's 8 kB pool: 800 product answers of 0.8 kB in brotli held 13 MB.
 */
export function inOwnBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const own = ownBytes(bytes.length);
  bytes.copy(own);
  return own;
}
