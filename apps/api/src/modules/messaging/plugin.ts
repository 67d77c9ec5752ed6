import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { whatsappReplies } from '../../db/schema/messaging';
import { type BackInStockNews, backInStockWhatsApp } from './back-in-stock';
import type { SmsMessage, WhatsAppMessage } from './channels';
import { type OrderNews, whatsappForOrderNews } from './order-news';
import { createSmsChannel, createWhatsAppChannel } from './providers';
import { MessageSimulator } from './simulator';
import type { ButtonReply } from './whatsapp/cloud';

const SMS_JOB = 'sms-send';
const WHATSAPP_JOB = 'whatsapp-send';
// As mail (modules/jobs queued-mail.ts): 30 s, 1 min, 2 min, ... while a provider is away.
const RETRY = { retryLimit: 10, retryDelaySeconds: 30 };

export type ButtonHandler = (reply: { from: string; payload: string }) => Promise<void>;

/** The phone messages the shop sends (docs/api.md §14); each goes through the job queue. */
export interface Messaging {
  /** The one-time sign-in (or verification) code, by SMS. */
  sendSignInCode(mobile: string, code: string): Promise<void>;
  /** A prepared SMS or WhatsApp message, queued. */
  sendSms(message: SmsMessage): Promise<void>;
  sendWhatsApp(message: WhatsAppMessage): Promise<void>;
  /**
   * Order news its mail tells (checkout, orders and shipping call this beside their mail): also by
   * WhatsApp when the shop sends that kind so and the shopper opted in. Mail is not changed.
   */
  tellOrderNews(news: OrderNews): Promise<void>;
  /** A variant the shopper waited for is back: the `back_in_stock` template, queued. */
  tellBackInStock(news: BackInStockNews): Promise<void>;
  /** Who acts on a pressed WhatsApp button: handlers must tolerate a payload that is not theirs. */
  onButtonReply(handler: ButtonHandler): void;
  /** A pressed button, from the webhook or the simulator: acted on once per reply id. */
  receiveButtonReply(reply: ButtonReply): Promise<void>;
  readonly simulator: MessageSimulator;
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

/** Gives the app its SMS and WhatsApp channels (SMS_PROVIDER, WHATSAPP_PROVIDER) behind app.messaging. */
export const messagingPlugin = fp(
  async (app) => {
    const simulator = new MessageSimulator();
    const sms = createSmsChannel(app.config, app.log, simulator);
    const whatsapp = createWhatsAppChannel(app.config, app.log, simulator);
    app.jobs.define<SmsMessage>(SMS_JOB, (message) => sms.send(message), RETRY);
    app.jobs.define<WhatsAppMessage>(WHATSAPP_JOB, (message) => whatsapp.send(message), RETRY);
    const sendSms = (message: SmsMessage) => app.jobs.send(SMS_JOB, message);
    const handlers: ButtonHandler[] = [];
    if (app.config.production && (sms.name === 'simulator' || whatsapp.name === 'simulator')) {
      const bar = '!'.repeat(78);
      app.log.warn(
        `\n${bar}\n  TEST MESSAGES: ALLOW_TEST_MESSAGES=true in production. Texts and WhatsApp messages go to\n  the simulator's page, never to a phone.\n${bar}`,
      );
    }

    app.decorate<Messaging>('messaging', {
      sendSignInCode: (mobile, code) =>
        sendSms({
          to: mobile,
          kind: 'sign-in-code',
          text: `${code} is your Vastra code. It is valid for 10 minutes. Do not share it with anyone.`,
          values: { otp: code },
        }),
      sendSms,
      sendWhatsApp: (message) => app.jobs.send(WHATSAPP_JOB, message),
      async tellOrderNews(news) {
        const message = await whatsappForOrderNews(app.db, app.config.whatsappLanguage, news);
        if (message) await app.jobs.send(WHATSAPP_JOB, message);
      },
      tellBackInStock: (news) =>
        app.jobs.send(WHATSAPP_JOB, backInStockWhatsApp(news, app.config.whatsappLanguage)),
      onButtonReply: (handler) => void handlers.push(handler),
      async receiveButtonReply(reply) {
        const [fresh] = await app.db
          .insert(whatsappReplies)
          .values({ messageId: reply.messageId })
          .onConflictDoNothing()
          .returning({ messageId: whatsappReplies.messageId });
        if (!fresh) return;
        try {
          for (const handler of handlers) await handler({ from: reply.from, payload: reply.payload });
        } catch (error) {
          // Forgotten again, so the provider's next delivery of the same reply is acted on.
          await app.db.delete(whatsappReplies).where(eq(whatsappReplies.messageId, reply.messageId));
          throw error;
        }
      },
      simulator,
    });
  },
  { name: 'messaging' },
);
