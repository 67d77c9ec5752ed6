import { createHmac, randomUUID } from 'node:crypto';
import Fastify from 'fastify';

export const whatsappToken = 'EAAG-fake-access-token';
export const whatsappPhoneNumberId = '106540352242922';
export const whatsappAppSecret = 'fake-app-secret-0123456789';
export const whatsappVerifyToken = 'vastra-verify-token-0123456789';

/** The approved templates the fake knows, with how many body parameters and buttons each takes. */
const approved: Record<string, { parameters: number; buttons: number }> = {
  back_in_stock: { parameters: 3, buttons: 0 },
  cod_confirmation: { parameters: 3, buttons: 2 },
  order_placed: { parameters: 3, buttons: 0 },
  order_shipped: { parameters: 3, buttons: 0 },
  order_out_for_delivery: { parameters: 3, buttons: 0 },
  order_delivered: { parameters: 3, buttons: 0 },
  order_undelivered: { parameters: 3, buttons: 0 },
};

export interface WhatsAppSend {
  to: string;
  template: { name: string; language: { code: string }; components: Record<string, unknown>[] };
}

/**
 * A local stand-in for the WhatsApp Cloud API, written from Meta's public docs: POST
 * /{phone-number-id}/messages with a Bearer token and a template message, answered with the
 * message's wamid, or a Graph API error (`{ error: { message, type, code } }`) for a bad token
 * (190), an unknown template (132001) or the wrong number of parameters (132000).
 */
export async function startFakeWhatsApp() {
  const sent: WhatsAppSend[] = [];
  const server = Fastify();
  const graphError = (code: number, message: string, type = 'OAuthException') => ({
    error: { message, type, code, fbtrace_id: randomUUID() },
  });

  server.post('/:phoneNumberId/messages', async (request, reply) => {
    const { phoneNumberId } = request.params as { phoneNumberId: string };
    if (request.headers.authorization !== `Bearer ${whatsappToken}`) {
      return reply
        .status(401)
        .send(graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (phoneNumberId !== whatsappPhoneNumberId) {
      return reply.status(400).send(graphError(100, 'Unsupported post request.', 'GraphMethodException'));
    }
    const body = request.body as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: WhatsAppSend['template'];
    };
    const known = body.template ? approved[body.template.name] : undefined;
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template || !known) {
      return reply
        .status(404)
        .send(graphError(132001, '(#132001) Template name does not exist in the translation'));
    }
    const components = body.template.components ?? [];
    const parameters = (components.find((c) => c.type === 'body')?.parameters as unknown[] | undefined) ?? [];
    const buttons = components.filter((c) => c.type === 'button' && c.sub_type === 'quick_reply');
    if (parameters.length !== known.parameters || buttons.length !== known.buttons) {
      return reply
        .status(400)
        .send(
          graphError(132000, '(#132000) Number of parameters does not match the expected number of params'),
        );
    }
    sent.push({ to: body.to ?? '', template: body.template });
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.${randomUUID()}` }],
    };
  });

  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url, sent, close: () => server.close() };
}

/** The environment of a shop whose WhatsApp messages go through the fake. */
export const whatsappEnv = (url: string) => ({
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: whatsappToken,
  WHATSAPP_PHONE_NUMBER_ID: whatsappPhoneNumberId,
  WHATSAPP_APP_SECRET: whatsappAppSecret,
  WHATSAPP_VERIFY_TOKEN: whatsappVerifyToken,
  WHATSAPP_BASE_URL: url,
});

/** A webhook as Meta sends one for a pressed quick-reply button, with its X-Hub-Signature-256. */
export function buttonReplyWebhook(from: string, payload: string, messageId = `wamid.${randomUUID()}`) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: whatsappPhoneNumberId },
              contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
              messages: [
                {
                  context: { from: '15550783881', id: `wamid.${randomUUID()}` },
                  from,
                  id: messageId,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'button',
                  button: { payload, text: payload.split(':')[0] },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', whatsappAppSecret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}
