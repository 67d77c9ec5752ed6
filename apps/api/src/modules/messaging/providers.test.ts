import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { msg91AuthKey, msg91Env, msg91Templates, startFakeMsg91 } from '../../../test/fake-msg91';
import {
  buttonReplyWebhook,
  startFakeWhatsApp,
  whatsappEnv,
  whatsappPhoneNumberId,
  whatsappVerifyToken,
} from '../../../test/fake-whatsapp';
import { MAIL_WAIT } from '../../../test/outbox';
import { msg91Sms } from './sms/msg91';
import { cloudWhatsApp } from './whatsapp/cloud';

const msg91 = await startFakeMsg91();
const whatsapp = await startFakeWhatsApp();
afterAll(() => Promise.all([msg91.close(), whatsapp.close()]));
const { app } = await createTestApp({ ...msg91Env(msg91.url), ...whatsappEnv(whatsapp.url) });
const pressed: { from: string; payload: string }[] = [];
app.messaging.onButtonReply(async (reply) => void pressed.push(reply));

const codConfirmation = {
  to: '9876543210',
  template: 'cod_confirmation',
  language: 'en',
  parameters: ['Meena', '#1a2b3c4d', 'Rs. 1,299.00'],
  buttonPayloads: ['CONFIRM:order-1', 'DECLINE:order-1'],
  text: 'Please confirm your cash on delivery order #1a2b3c4d.',
};

describe('SMS through MSG91 (SMS_PROVIDER=msg91)', () => {
  it('sends a sign-in code through SendOTP with its DLT template, and the code signs the shopper up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { mobile: '+91 98111 22233' },
    });
    expect(res.statusCode).toBe(200);
    const request = await vi.waitFor(() => {
      const found = msg91.requests.find((r) => r.api === 'otp' && r.query.mobile === '919811122233');
      if (!found) throw new Error('no OTP request yet');
      return found;
    }, MAIL_WAIT);
    expect(request.query).toMatchObject({ template_id: msg91Templates.signInCode, otp_expiry: '10' });
    expect(request.query.otp).toMatch(/^\d{6}$/);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile: '9811122233', otp: request.query.otp, firstName: 'Meena', lastName: 'Iyer' },
    });
    expect(verify.statusCode).toBe(201);
  });

  it('sends other texts through Flow with the message’s DLT template id and its variables', async () => {
    await app.messaging.sendSms({
      to: '9811100000',
      kind: 'cod-confirmation',
      text: 'Confirm your order',
      values: { order: '#1a2b3c4d', link: 'https://shop.example/cod/abc' },
    });
    const request = await vi.waitFor(() => {
      const found = msg91.requests.find((r) => r.api === 'flow');
      if (!found) throw new Error('no flow request yet');
      return found;
    }, MAIL_WAIT);
    expect(request.body).toEqual({
      template_id: msg91Templates.codConfirmation,
      short_url: '0',
      recipients: [{ mobiles: '919811100000', order: '#1a2b3c4d', link: 'https://shop.example/cod/abc' }],
    });
  });

  it('a refused text throws, so the job queue tries it again later', async () => {
    const wrongKey = msg91Sms({
      authKey: 'not-the-key',
      baseUrl: msg91.url,
      senderId: undefined,
      templates: msg91Templates,
    });
    await expect(
      wrongKey.send({ to: '9811100000', kind: 'sign-in-code', text: '123456', values: { otp: '123456' } }),
    ).rejects.toThrow(/MSG91 refused the SMS \(401\): AuthenticationFailure/);
    const right = msg91Sms({
      authKey: msg91AuthKey,
      baseUrl: msg91.url,
      senderId: undefined,
      templates: msg91Templates,
    });
    await expect(
      right.send({ to: '9811100001', kind: 'sign-in-code', text: '1', values: { otp: '654321' } }),
    ).resolves.toBeUndefined();
  });
});

describe('WhatsApp through the Cloud API (WHATSAPP_PROVIDER=cloud)', () => {
  it('sends an approved template with its body parameters and quick-reply payloads', async () => {
    await app.messaging.sendWhatsApp(codConfirmation);
    const send = await vi.waitFor(() => {
      const found = whatsapp.sent.find((s) => s.to === '919876543210');
      if (!found) throw new Error('nothing sent yet');
      return found;
    }, MAIL_WAIT);
    expect(send.template).toEqual({
      name: 'cod_confirmation',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Meena' },
            { type: 'text', text: '#1a2b3c4d' },
            { type: 'text', text: 'Rs. 1,299.00' },
          ],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'CONFIRM:order-1' }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '1',
          parameters: [{ type: 'payload', payload: 'DECLINE:order-1' }],
        },
      ],
    });
  });

  it('a template the API refuses throws with its error, for the job queue to retry', async () => {
    const channel = cloudWhatsApp({
      accessToken: 'EAAG-fake-access-token',
      phoneNumberId: whatsappPhoneNumberId,
      appSecret: 'x',
      verifyToken: whatsappVerifyToken,
      baseUrl: whatsapp.url,
    });
    await expect(channel.send({ ...codConfirmation, parameters: ['only one'] })).rejects.toThrow(
      /code 132000/,
    );
    await expect(channel.send({ ...codConfirmation, template: 'no_such_template' })).rejects.toThrow(
      /code 132001/,
    );
  });

  it('answers the webhook handshake with the challenge for our verify token, and 403 otherwise', async () => {
    const handshake = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/messaging/whatsapp/webhook',
        query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const ok = await handshake(whatsappVerifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await handshake('someone-elses-token-000000')).statusCode).toBe(403);
  });

  it('a forged webhook signature is a 401 and nothing is acted on', async () => {
    const { body, headers } = buttonReplyWebhook('919876543210', 'CONFIRM:forged');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { ...headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body,
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.statusCode).toBe(401);
    // The signature is over the bytes as sent: the same JSON written differently does not pass.
    const reformatted = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers,
      body: JSON.stringify(JSON.parse(body), null, 2),
    });
    expect(reformatted.statusCode).toBe(401);
    expect(pressed.filter((reply) => reply.payload === 'CONFIRM:forged')).toEqual([]);
  });

  it('a signed button reply is acted on once, however often WhatsApp delivers it', async () => {
    const { body, headers } = buttonReplyWebhook('919876543210', 'CONFIRM:order-7', 'wamid.same-press');
    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers, body }),
      ),
    );
    expect(deliveries.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(pressed.filter((reply) => reply.payload === 'CONFIRM:order-7')).toEqual([
      { from: '9876543210', payload: 'CONFIRM:order-7' },
    ]);
  });
});
