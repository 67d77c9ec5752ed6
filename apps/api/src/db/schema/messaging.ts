import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WhatsApp button replies already acted on, by WhatsApp's message id: Meta delivers a webhook again
 * until it is answered 200, so the same press arriving twice is acted on once.
 */
export const whatsappReplies = pgTable('whatsapp_replies', {
  messageId: text('message_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
