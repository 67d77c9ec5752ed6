import type { FastifyBaseLogger } from 'fastify';
import type { SmsChannel } from '../channels';
import { writeToOutbox } from '../outbox';

/** SMS_PROVIDER=outbox, the default: each text is a file in DATA_DIR/outbox and nothing leaves the shop. */
export function outboxSms(dataDir: string, log: FastifyBaseLogger): SmsChannel {
  return {
    name: 'outbox',
    send: (message) =>
      writeToOutbox(dataDir, log, { channel: 'SMS', to: message.to, name: message.kind, text: message.text }),
  };
}
