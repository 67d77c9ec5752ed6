import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { WhatsAppCloudConfig } from '../../../config';
import type { WhatsAppChannel, WhatsAppMessage } from '../channels';
import { fromCountryCode, withCountryCode } from '../phone-number';

/** A quick-reply button a shopper pressed on one of our template messages. */
export interface ButtonReply {
  /** WhatsApp's id of the reply (wamid): the same reply delivered twice is acted on once. */
  messageId: string;
  /** The shopper's 10-digit mobile. */
  from: string;
  /** The payload our template send gave that button. */
  payload: string;
}

/**
 * WHATSAPP_PROVIDER=cloud: the WhatsApp Cloud API. Outside a conversation the shopper started, a
 * business may send approved templates only: POST /{phone-number-id}/messages with a `template`
 * whose body parameters fill its placeholders in order and whose quick-reply buttons carry our
 * payloads. An error answer (`{ error: { message, code } }`) throws, and the job queue retries.
 */
export function cloudWhatsApp(config: WhatsAppCloudConfig, fetchImpl: typeof fetch = fetch): WhatsAppChannel {
  return {
    name: 'cloud',
    async send(message: WhatsAppMessage) {
      const components: object[] = [
        { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ...(message.buttonPayloads ?? []).map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ];
      const response = await fetchImpl(`${config.baseUrl}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: withCountryCode(message.to),
          type: 'template',
          template: { name: message.template, language: { code: message.language }, components },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as {
          error?: { message?: string; code?: number };
        };
        throw new Error(
          `WhatsApp refused the message (${response.status}, code ${answer.error?.code ?? '?'}): ${answer.error?.message ?? 'no message'}`,
        );
      }
    },
  };
}

/**
 * The webhook's verification handshake: Meta calls GET with hub.mode=subscribe, the verify token
 * the shop set in its app, and a challenge to echo. The challenge, or null when it is not ours.
 */
export function handshakeChallenge(config: WhatsAppCloudConfig, query: Record<string, string | undefined>) {
  const token = query['hub.verify_token'] ?? '';
  const matches =
    token.length === config.verifyToken.length &&
    timingSafeEqual(Buffer.from(token), Buffer.from(config.verifyToken));
  return query['hub.mode'] === 'subscribe' && matches ? (query['hub.challenge'] ?? '') : null;
}

/**
 * Whether the webhook's `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of its raw body with
 * the app secret, as Meta signs every webhook.
 */
export function signatureIsValid(
  config: WhatsAppCloudConfig,
  headers: IncomingHttpHeaders,
  raw: Buffer,
): boolean {
  const sent = String(headers['x-hub-signature-256'] ?? '');
  const expected = `sha256=${createHmac('sha256', config.appSecret).update(raw).digest('hex')}`;
  return sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

interface WebhookBody {
  entry?: {
    changes?: {
      value?: { messages?: { id?: string; from?: string; type?: string; button?: { payload?: string } }[] };
    }[];
  }[];
}

/** The quick-reply presses in a (signed) webhook body; everything else it carries is not ours to act on. */
export function buttonReplies(raw: Buffer): ButtonReply[] {
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    return [];
  }
  const replies: ButtonReply[] = [];
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const message of change.value?.messages ?? []) {
        const from = fromCountryCode(message.from ?? '');
        const payload = message.button?.payload;
        if (message.type === 'button' && message.id && from && payload) {
          replies.push({ messageId: message.id, from, payload });
        }
      }
    }
  }
  return replies;
}
