import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'cod-confirmation';

function signatureOf(secret: string, orderId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${orderId}`).digest().subarray(0, 16);
}

/**
 * The token of an order's confirmation link (/cod/{token}) and WhatsApp buttons: the order id and an
 * HMAC of it under the server's secret, so the link needs no sign-in and cannot be made for another order.
 */
export function codToken(secret: string, orderId: string): string {
  return `${orderId}.${signatureOf(secret, orderId).toString('base64url')}`;
}

/** The order id a token was made for, or null when it was not made by this shop. */
export function orderOfCodToken(secret: string, token: string): string | null {
  const [orderId, signature, ...rest] = token.split('.');
  if (!orderId || !signature || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, orderId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
