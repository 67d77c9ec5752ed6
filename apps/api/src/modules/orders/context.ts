import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { CodConfirmations } from '../cod-confirmation';
import type { Messaging } from '../messaging';
import type { PaymentProvider } from '../payments';

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
