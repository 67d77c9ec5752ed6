import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { MAIL_WAIT } from '../../../test/outbox';
import { loadConfig } from '../../config';

const { app } = await createTestApp({ SMS_PROVIDER: 'simulator', WHATSAPP_PROVIDER: 'simulator' });

describe('the message simulator', () => {
  it('shows a number’s texts on its page, and its WhatsApp buttons press through to the shop', async () => {
    const pressed: string[] = [];
    app.messaging.onButtonReply(async (reply) => void pressed.push(`${reply.from} ${reply.payload}`));
    await app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { mobile: '9822200000' } });
    await app.messaging.sendWhatsApp({
      to: '9822200000',
      template: 'cod_confirmation',
      language: 'en',
      parameters: [],
      buttonPayloads: ['CONFIRM:order-9'],
      text: 'Please confirm order #order-9.',
    });
    // The code's text goes through the job queue, the WhatsApp message straight out: either may come first.
    const page = await vi.waitFor(async () => {
      const res = await app.inject({ method: 'GET', url: '/api/messaging/simulator/9822200000' });
      expect(res.body).toContain('Please confirm');
      expect(res.body).toMatch(/\d{6} is your Vastra code/);
      return res;
    }, MAIL_WAIT);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    const press = await app.inject({
      method: 'POST',
      url: '/api/messaging/simulator/9822200000/reply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payload=CONFIRM%3Aorder-9',
    });
    expect(press.statusCode).toBe(303);
    expect(pressed).toEqual(['9822200000 CONFIRM:order-9']);

    const notOffered = await app.inject({
      method: 'POST',
      url: '/api/messaging/simulator/9822200000/reply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payload=CONFIRM%3Asomeone-else',
    });
    expect(notOffered.statusCode).toBe(404);
  });

  it('is refused in production unless ALLOW_TEST_MESSAGES says so', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'simulator',
      ALLOW_TEST_PAYMENTS: 'true',
      DATA_DIR: app.config.dataDir,
    };
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'simulator' })).toThrow(
      /SMS_PROVIDER=simulator is refused/,
    );
    expect(() => loadConfig({ ...production, WHATSAPP_PROVIDER: 'simulator' })).toThrow(
      /WHATSAPP_PROVIDER=simulator is refused/,
    );
    expect(
      loadConfig({ ...production, SMS_PROVIDER: 'simulator', ALLOW_TEST_MESSAGES: 'true' }).smsProvider,
    ).toBe('simulator');
  });

  it('the webhook of a shop without the Cloud API is not there', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
