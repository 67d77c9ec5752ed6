import type { SmsChannel, WhatsAppChannel } from './channels';

/** One message the simulator "delivered", as its page shows it. */
export interface SimulatedMessage {
  channel: 'SMS' | 'WhatsApp';
  to: string;
  name: string;
  text: string;
  at: Date;
  /** The quick-reply payloads of a WhatsApp template, pressed from the page. */
  buttonPayloads: string[];
}

const KEPT_PER_NUMBER = 20;

/**
 * SMS_PROVIDER / WHATSAPP_PROVIDER=simulator: messages are kept in this process's memory (the last
 * few per number) and shown on the simulator's page, where WhatsApp buttons can be pressed, for
 * demos and tests. Refused in production unless ALLOW_TEST_MESSAGES=true.
 */
export class MessageSimulator {
  private readonly byNumber = new Map<string, SimulatedMessage[]>();

  messagesTo(mobile: string): SimulatedMessage[] {
    return this.byNumber.get(mobile) ?? [];
  }

  sms(): SmsChannel {
    return {
      name: 'simulator',
      send: async (message) =>
        this.keep({
          channel: 'SMS',
          to: message.to,
          name: message.kind,
          text: message.text,
          at: new Date(),
          buttonPayloads: [],
        }),
    };
  }

  whatsapp(): WhatsAppChannel {
    return {
      name: 'simulator',
      send: async (message) =>
        this.keep({
          channel: 'WhatsApp',
          to: message.to,
          name: message.template,
          text: message.text,
          at: new Date(),
          buttonPayloads: message.buttonPayloads ?? [],
        }),
    };
  }

  private keep(message: SimulatedMessage) {
    this.byNumber.set(message.to, [message, ...this.messagesTo(message.to)].slice(0, KEPT_PER_NUMBER));
  }
}
