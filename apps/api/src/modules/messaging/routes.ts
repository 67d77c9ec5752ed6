import { randomUUID } from 'node:crypto';
import { messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { simulatorPage } from './simulator-page';
import { buttonReplies, handshakeChallenge, signatureIsValid } from './whatsapp/cloud';

const tags = ['messaging'];
const handshakeQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
const simulatorParams = z.object({
  mobile: z.string().regex(/^[6-9]\d{9}$/, 'Mobile number must be 10 digits starting with 6, 7, 8 or 9.'),
});
const replyBody = z.object({ payload: z.string().min(1).max(200) });

/** WhatsApp's webhook (the handshake and signed button replies), and the message simulator's page. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cloud = app.config.whatsappCloud;

  app.get(
    '/messaging/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: 'WhatsApp’s webhook verification handshake: echoes hub.challenge for our verify token',
        querystring: handshakeQuery,
      },
    },
    async (request, reply) => {
      if (!cloud) throw notFound('Not found.');
      const challenge = handshakeChallenge(cloud, request.query);
      if (challenge === null) throw forbidden('The verify token does not match.');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  await app.register(async (plain) => {
    const webhooks = plain.withTypeProvider<ZodTypeProvider>();
    // The signature is over the body's bytes as sent: this route alone takes the body raw.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/messaging/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: 'WhatsApp’s events, signed with X-Hub-Signature-256; button replies are acted on once',
          response: { 200: messageBody },
        },
      },
      // No body schema on purpose: a forged call gets its 401 before its body is looked at.
      async (request) => {
        if (!cloud) throw notFound('Not found.');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!signatureIsValid(cloud, request.headers, raw))
          throw unauthorized('The signature does not match.');
        for (const reply of buttonReplies(raw)) await app.messaging.receiveButtonReply(reply);
        return { message: 'Webhook received.' };
      },
    );
  });

  if (app.config.smsProvider !== 'simulator' && app.config.whatsappProvider !== 'simulator') return;

  await app.register(async (plain) => {
    const simulator = plain.withTypeProvider<ZodTypeProvider>();
    // HTML forms post url-encoded; only these routes accept it.
    simulator.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    simulator.get(
      '/messaging/simulator/:mobile',
      {
        schema: {
          tags,
          summary: 'The message simulator’s page for one number: its texts, and WhatsApp buttons to press',
          params: simulatorParams,
        },
      },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            simulatorPage(request.params.mobile, app.messaging.simulator.messagesTo(request.params.mobile)),
          ),
    );
    simulator.post(
      '/messaging/simulator/:mobile/reply',
      {
        schema: {
          tags,
          summary: 'Press a WhatsApp button of a simulated message, then 303 back to the page',
          params: simulatorParams,
          body: replyBody,
        },
      },
      async (request, reply) => {
        const { mobile } = request.params;
        const offered = app.messaging.simulator
          .messagesTo(mobile)
          .some((message) => message.buttonPayloads.includes(request.body.payload));
        if (!offered) throw notFound('No message to this number has that button.');
        await app.messaging.receiveButtonReply({
          messageId: `simulator.${randomUUID()}`,
          from: mobile,
          payload: request.body.payload,
        });
        return reply.redirect(`/api/messaging/simulator/${mobile}`, 303);
      },
    );
  });
};
