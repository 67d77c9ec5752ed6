import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppChannel } from '../channels';
import { writeToOutbox } from '../outbox';

/** WHATSAPP_PROVIDER=outbox, the default: each message is a file in DATA_DIR/outbox. */
export function outboxWhatsApp(dataDir: string, log: FastifyBaseLogger): WhatsAppChannel {
  return {
    name: 'outbox',
    send: (message) =>
      writeToOutbox(dataDir, log, {
        channel: 'WhatsApp',
        to: message.to,
        name: message.template,
        text: message.text,
      }),
  };
}
