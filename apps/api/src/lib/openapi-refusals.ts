/**
 * What the OpenAPI document says about a call's refusals beyond what its guard and its inputs tell
 * (openapi-document.ts derives 400, 401, 403, 404, 408, 413, 414 and 415 from those): the statuses its
 * service answers, each with when. Keyed by the route as Fastify registers it. docs/api.md §1 gives the
 * statuses and the error body; the sections on each call say when.
 */

/** A refusal's sentence, sent in the error body; or a page, for a browser's calls. */
export type Refusal = string | { page: string };

export interface CallRefusals {
  refusals: Record<number, Refusal>;
  /** A security scheme of the document that opens the call instead of the Bearer token. */
  openedBy?: string;
  /** The call reads a body its schema does not describe: its 400, 413 and 415 are derived as for one it does. */
  readsBody?: true;
}

const tooManyAttempts =
  'Too many attempts from this client or for this account: try again after Retry-After seconds.';
const pastStock = 'Past the stock, or past the units one line may hold: the message says how many are left.';

export const callRefusals: Record<string, CallRefusals> = {
  'POST /api/auth/register': {
    refusals: { 409: 'The email or the username is taken, regardless of case.', 429: tooManyAttempts },
  },
  'POST /api/auth/login': {
    refusals: { 401: 'Invalid credentials (the same for an unknown account).', 429: tooManyAttempts },
  },
  'POST /api/auth/forgot-password/request-otp': { refusals: { 429: tooManyAttempts } },
  'POST /api/auth/forgot-password/reset': {
    refusals: { 400: 'The code is wrong or has expired, or a field is not valid.', 429: tooManyAttempts },
  },
  'POST /api/auth/otp/request': { refusals: { 429: tooManyAttempts } },
  'POST /api/auth/otp/verify': {
    refusals: {
      400: 'The code is wrong or has expired, a new number came without its names, or a field is not valid.',
      409: 'The email is taken, or the number was verified on another account meanwhile.',
      429: tooManyAttempts,
    },
  },
  'POST /api/users/profile/mobile/request-otp': {
    refusals: { 400: 'The profile has no 10-digit Indian mobile to send a code to.', 429: tooManyAttempts },
  },
  'POST /api/users/profile/mobile/verify': {
    refusals: {
      400: 'The code is wrong or has expired, or a field is not valid.',
      409: 'The number is verified on another account.',
      429: tooManyAttempts,
    },
  },
  'PUT /api/users/change-password': {
    refusals: {
      400: 'The current password is wrong, or a field is not valid.',
      429: 'Too many wrong current passwords for this account: try again after Retry-After seconds.',
    },
  },
  'GET /api/company-details': { refusals: { 404: 'No company details are saved yet.' } },
  'POST /api/categories': {
    refusals: { 409: 'The name is taken, or the parent holds products.' },
  },
  'PUT /api/categories/:id': {
    refusals: {
      409: 'The name is taken, the parent holds products, or the category would be its own ancestor.',
    },
  },
  'DELETE /api/categories/:id': {
    refusals: { 409: 'The category still has subcategories or products.' },
  },
  'POST /api/products': { refusals: { 404: 'The form names a product id that does not exist.' } },
  'POST /api/cart/add': { refusals: { 404: 'No product variant has this id.', 409: pastStock } },
  'PUT /api/cart/update-quantity': {
    refusals: { 404: "No line of the caller's cart has this id.", 409: pastStock },
  },
  'POST /api/cart/coupon': {
    refusals: { 400: 'The code does not apply to this cart: the message says why.', 429: tooManyAttempts },
  },
  'POST /api/coupons': { refusals: { 409: 'The code is taken, regardless of case.' } },
  'PUT /api/coupons/:id': { refusals: { 409: 'The code is taken, regardless of case.' } },
  'POST /api/products/:id/reviews': {
    refusals: { 403: 'Only a customer who received the product and kept a unit of it may review it.' },
  },
  'POST /api/products/:id/notify': {
    refusals: {
      404: 'The product is not on sale.',
      409: 'The variant is in stock, or the shopper has neither an email nor WhatsApp updates to be told by.',
    },
  },
  'DELETE /api/reviews/:id': {
    refusals: { 403: "The review is someone else's: only its author or an admin may delete it." },
  },
  'POST /api/orders/place': {
    refusals: {
      400: 'The cart is empty, or a field is not valid.',
      404: "The address is not one of the caller's.",
      409: 'Stock, the units a line may hold, the open-order allowance or the offer code stops the order: the message says which.',
    },
  },
  'PUT /api/orders/:id/cancel': { refusals: { 409: 'Only pending orders can be cancelled.' } },
  'PUT /api/orders/:id/status': {
    refusals: {
      409: "The order's returns, its offer code or its shopper's pending COD confirmation stop this change: the message says how to go on.",
    },
  },
  'GET /api/cod-confirmations/:token': {
    refusals: {
      404: 'The shop did not sign this link.',
      409: 'The order was never asked to be confirmed.',
    },
  },
  'POST /api/cod-confirmations/:token': {
    refusals: {
      404: 'The shop did not sign this link.',
      409: 'The order was never asked to be confirmed, or has shipped or been cancelled.',
    },
  },
  'PUT /api/orders/:id/cod-confirmation': {
    refusals: {
      404: 'No such order.',
      409: 'The order was never asked to be confirmed, or has shipped or been cancelled.',
    },
  },
  'GET /api/orders/:id/invoice': { refusals: { 409: 'The invoice is issued when the order ships.' } },
  'POST /api/orders/:id/returns': {
    refusals: {
      409: "The order is not delivered, its return window has closed, or an exchange's size is out of stock.",
    },
  },
  'PUT /api/returns/:id/status': {
    refusals: { 409: "The move is not one the request's status allows (RETURN_STATUS_MOVES)." },
  },
  'GET /api/returns/:id/credit-note': {
    refusals: { 409: 'The credit note is issued when the request is refunded.' },
  },
  'GET /api/payments/simulator/:merchantTransactionId': {
    refusals: { 404: { page: 'No payment has this id: a page saying so.' } },
  },
  'POST /api/payments/simulator/:merchantTransactionId': {
    refusals: { 404: { page: 'No payment has this id: a page saying so.' } },
  },
  // No body schema, so that a forged call is refused before its body is looked at.
  'POST /api/orders/:id/shipment': {
    refusals: {
      409: 'The order is cancelled, delivered or already has a shipment, the AWB is on another order, or the company details (the pickup address) are not saved.',
      502: 'The courier refused the booking or could not be reached: nothing was written.',
    },
  },
  'POST /api/orders/:id/shipment/events': {
    refusals: { 409: 'The parcel is tracked by its courier, not recorded by hand.' },
  },
  'PUT /api/orders/:id/shipment/ndr': {
    refusals: {
      409: 'The parcel has no failed delivery to act on.',
      502: 'The courier refused the instruction or could not be reached: nothing was recorded.',
    },
  },
  'POST /api/shipping/webhooks/:provider': {
    openedBy: 'shippingWebhook',
    readsBody: true,
    refusals: {
      401: "The call does not carry the provider's authentication.",
      404: 'The shop does not ship with this provider.',
    },
  },
  'GET /api/messaging/whatsapp/webhook': {
    refusals: {
      403: 'The verify token is not the one the shop set (WHATSAPP_VERIFY_TOKEN).',
      404: 'The shop does not send WhatsApp messages through the Cloud API.',
    },
  },
  'POST /api/messaging/whatsapp/webhook': {
    openedBy: 'whatsappWebhook',
    readsBody: true,
    refusals: {
      401: 'X-Hub-Signature-256 is not the signature of the raw body.',
      404: 'The shop does not send WhatsApp messages through the Cloud API.',
    },
  },
  'POST /api/payments/phonepe/callback': {
    openedBy: 'phonePeCallback',
    readsBody: true,
    refusals: {
      400: 'The body is not a PhonePe callback.',
      401: "The Authorization header is not PhonePe's.",
    },
  },
};
