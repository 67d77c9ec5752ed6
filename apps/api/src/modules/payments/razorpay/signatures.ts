import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` with `secret`, in hex: how Razorpay signs Checkout results and webhooks. */
export function razorpaySignature(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `given` is the signature expected, compared in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // The expected length is public (64 hex digits): only the contents must not leak through timing.
  return a.length === b.length && timingSafeEqual(a, b);
}
