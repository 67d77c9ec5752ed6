/** What each kind of text message is for; an SMS provider picks its DLT template by it. */
export const smsKinds = ['sign-in-code', 'cod-confirmation'] as const;
export type SmsKind = (typeof smsKinds)[number];

/** One SMS: to a 10-digit Indian mobile, its text, and the values its registered template takes. */
export interface SmsMessage {
  to: string;
  kind: SmsKind;
  text: string;
  /** The template's variables by name, for providers that fill a registered template themselves. */
  values: Record<string, string>;
}

/**
 * One WhatsApp message: an approved template (WhatsApp allows only those outside a conversation the
 * shopper started), its body parameters in order, and the text it reads as, for the outbox and logs.
 */
export interface WhatsAppMessage {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** Quick-reply buttons' payloads, in order, for templates that have them (COD confirmation). */
  buttonPayloads?: string[];
  text: string;
}

/**
 * A way of sending SMS, chosen by SMS_PROVIDER. A throw means "try again later": the job queue
 * retries with growing waits.
 */
export interface SmsChannel {
  readonly name: 'outbox' | 'simulator' | 'msg91';
  send(message: SmsMessage): Promise<void>;
}

/** A way of sending WhatsApp messages, chosen by WHATSAPP_PROVIDER; a throw means "try again later". */
export interface WhatsAppChannel {
  readonly name: 'outbox' | 'simulator' | 'cloud';
  send(message: WhatsAppMessage): Promise<void>;
}
