import type { Order } from '@vastra/contract/orders';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { Messaging } from '../messaging';
import type { PaymentProvider } from '../payments';

/**
 * Cash-on-delivery confirmation as orders need it (modules/cod-confirmation provides it, docs/api.md §14):
 * declared here, beside the context that carries it, so that the two modules do not import each other.
 */
export interface CodConfirmations {
  /** Asks the shopper of a placed order waiting for confirmation; an order not waiting is left alone. */
  askShopper(order: Order): Promise<void>;
}

/** What order and payment services need from the app: passed in, never read from HTTP objects. */
export interface ShopContext {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Order news by WhatsApp beside the mail (docs/api.md §14). */
  messaging: Messaging;
  /** Asks COD shoppers to confirm their orders, when the shop wants that (docs/api.md §14). */
  codConfirmation: CodConfirmations;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export function shopContext(app: FastifyInstance): ShopContext {
  return {
    db: app.db,
    payments: app.paymentProvider,
    mailer: app.mailer,
    messaging: app.messaging,
    codConfirmation: app.codConfirmation,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
}
