/**
 * Room for a kept answer's bytes in memory of its own: `Buffer.from` and `Buffer.allocUnsafe` put
 * small buffers in a shared 8 kB pool, and a kept answer would hold its whole slab for as long as
 * it is kept. Not zeroed: every caller writes all of it.
 */
export function ownBytes(length: number): Buffer {
  return Buffer.allocUnsafeSlow(length);
}
