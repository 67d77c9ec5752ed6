import {
  COD_AWAITING_CONFIRMATION,
  COD_LINK_INVALID,
  COD_NOT_WAITING,
  COD_OFF_AFTER_RETURNS,
} from '@vastra/contract/cod-confirmation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { buttonReplyWebhook, startFakeWhatsApp, whatsappEnv } from '../../../test/fake-whatsapp';
import { MAIL_WAIT, phoneMessagesTo } from '../../../test/outbox';
import {
  addToCart,
  codDefaults,
  createAddress,
  createShopProduct,
  placeOrder,
  saveShopSettings,
  stockOf,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { shipments } from '../../db/schema/shipping';
import { orders } from '../../db/schema/shopping';
import { users } from '../../db/schema/users';
import { shopContext } from '../orders';
import { cancelUnconfirmedOrders } from './expiry';
import { codToken } from './token';

const whatsapp = await startFakeWhatsApp();
afterAll(() => whatsapp.close());
const { app, config } = await createTestApp(whatsappEnv(whatsapp.url));
const admin = await createTestUser(app, 'ADMIN');

beforeAll(async () => {
  const on = await saveShopSettings(app, admin, {
    ...codDefaults,
    codConfirmation: 'ON',
    codConfirmationHours: 12,
  });
  expect(on.statusCode, on.body).toBe(200);
});

let nextMobile = 9_600_000_000;

/** A new shopper with a delivery phone of their own orders one unit of a new product by COD. */
async function codOrder(options: { whatsapp?: boolean } = {}) {
  const mobile = String(nextMobile++);
  const user = await createTestUser(app);
  if (options.whatsapp) {
    await app.db
      .update(users)
      .set({ mobile, mobileVerified: true, whatsappOptInAt: new Date(), whatsappOptInSource: 'PROFILE' })
      .where(eq(users.id, user.id));
  }
  const addressId = await createAddress(app, user.id, { phone: mobile });
  const product = await createShopProduct(app, 'Chanderi Kurta', [
    { color: 'Teal', size: 'M', originalPrice: '1499.00', stock: 5 },
  ]);
  const variantId = product.variantIds[0] as string;
  await addToCart(app, user, variantId, 2);
  const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  return {
    user,
    mobile,
    variantId,
    order: res.json().order,
    token: codToken(config.jwtSecret, res.json().order.id),
  };
}

const view = (token: string) => app.inject({ method: 'GET', url: `/api/cod-confirmations/${token}` });
const answerByLink = (token: string, answer: unknown) =>
  app.inject({ method: 'POST', url: `/api/cod-confirmations/${token}`, payload: { answer } });
const ship = (orderId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { deliveryStatus: 'SHIPPED' },
  });
const orderAsAdminSees = async (orderId: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/orders/all?page=1&limit=50',
    headers: admin.auth,
  });
  return res.json().orders.find((order: { id: string }) => order.id === orderId);
};

describe('cash-on-delivery confirmation', () => {
  it('asks by SMS with a signed link, holds the order back from shipping, and confirms from the link', async () => {
    const { mobile, order, token } = await codOrder();
    expect(order).toMatchObject({
      deliveryStatus: 'PENDING',
      paymentMethod: 'COD',
      codConfirmation: 'AWAITING',
    });

    const sms = await vi.waitFor(() => {
      const [found] = phoneMessagesTo(config.dataDir, 'SMS', mobile);
      if (!found) throw new Error('no SMS yet');
      return found;
    }, MAIL_WAIT);
    expect(sms).toContain(`${config.publicUrl}/cod/${token}`);
    expect(sms).toContain(`#${order.id.slice(0, 8)}`);
    expect(sms).toContain('Rs. 2,998.00');

    const page = await view(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      orderId: order.id,
      orderNumber: `#${order.id.slice(0, 8)}`,
      orderTotal: '2998.00',
      items: [{ name: 'Chanderi Kurta', color: 'Teal', size: 'M', quantity: 2 }],
      city: 'Bengaluru',
      deliveryStatus: 'PENDING',
      codConfirmation: 'AWAITING',
    });
    const hoursLeft = (Date.parse(page.json().confirmBy) - Date.parse(order.orderDate)) / 3_600_000;
    expect(hoursLeft).toBe(12);

    const refused = await ship(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COD_AWAITING_CONFIRMATION);
    expect((await orderAsAdminSees(order.id)).deliveryStatus).toBe('PENDING');

    const confirmed = await answerByLink(token, 'CONFIRM');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ codConfirmation: 'CONFIRMED', deliveryStatus: 'PENDING' });
    expect((await answerByLink(token, 'CONFIRM')).json().codConfirmation).toBe('CONFIRMED');
    expect((await orderAsAdminSees(order.id)).codConfirmation).toBe('CONFIRMED');
    expect((await ship(order.id)).statusCode).toBe(200);
    const late = await answerByLink(token, 'DECLINE');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COD_NOT_WAITING);
  });

  it('cancels a declined order with its units back once', async () => {
    const { token, variantId } = await codOrder();
    expect(await stockOf(app, variantId)).toBe(3);
    const declined = await Promise.all([answerByLink(token, 'DECLINE'), answerByLink(token, 'DECLINE')]);
    expect(declined.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(declined[0]?.json()).toMatchObject({ codConfirmation: 'DECLINED', deliveryStatus: 'CANCELED' });
    expect(await stockOf(app, variantId)).toBe(5);
    expect((await answerByLink(token, 'CONFIRM')).statusCode).toBe(409);
    expect(await stockOf(app, variantId)).toBe(5);
  });

  it('refuses a link it did not sign and an answer it does not know, changing nothing', async () => {
    const { order, token } = await codOrder();
    const otherOrder = '00000000-0000-4000-8000-000000000000';
    const forged = [`${otherOrder}.${token.split('.')[1]}`, `${order.id}.AAAAAAAAAAAAAAAAAAAAAA`, 'nonsense'];
    for (const bad of forged) {
      const res = await view(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(COD_LINK_INVALID);
      expect((await answerByLink(bad, 'CONFIRM')).statusCode).toBe(404);
    }
    const unknown = await answerByLink(token, 'MAYBE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ answer: 'Answer must be CONFIRM or DECLINE.' });
    expect((await view(token)).json().codConfirmation).toBe('AWAITING');
  });

  it('lets the shop confirm on the phone, as staff who work on orders', async () => {
    const { order, user } = await codOrder();
    const byPhone = (who: TestUser) =>
      app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/cod-confirmation`,
        headers: who.auth,
        payload: { answer: 'CONFIRM' },
      });
    expect((await byPhone(user)).statusCode).toBe(403);
    const confirmed = await byPhone(admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ id: order.id, codConfirmation: 'CONFIRMED' });
  });

  it('cancels an order left unanswered past the shop’s hours once, however many sweeps run at once', async () => {
    const { order, token, variantId } = await codOrder();
    const answered = await codOrder();
    await answerByLink(answered.token, 'CONFIRM');
    const past = new Date(Date.now() - 60_000);
    await app.db.update(orders).set({ codConfirmBy: past }).where(eq(orders.id, order.id));
    await app.db.update(orders).set({ codConfirmBy: past }).where(eq(orders.id, answered.order.id));

    const swept = await Promise.all(
      [1, 2, 3].map(() => cancelUnconfirmedOrders(shopContext(app), new Date())),
    );
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await stockOf(app, variantId)).toBe(5);
    expect((await view(token)).json()).toMatchObject({
      codConfirmation: 'DECLINED',
      deliveryStatus: 'CANCELED',
    });
    expect((await view(answered.token)).json()).toMatchObject({
      codConfirmation: 'CONFIRMED',
      deliveryStatus: 'PENDING',
    });
    expect(await cancelUnconfirmedOrders(shopContext(app), new Date())).toBe(0);
  });

  it('asks by WhatsApp with Confirm and Cancel buttons a shopper who opted in, and takes a signed press once', async () => {
    const { mobile, token, variantId } = await codOrder({ whatsapp: true });
    const send = await vi.waitFor(() => {
      const found = whatsapp.sent.find(
        (s) => s.to === `91${mobile}` && s.template.name === 'cod_confirmation',
      );
      if (!found) throw new Error('no COD confirmation on WhatsApp yet');
      return found;
    }, MAIL_WAIT);
    const payloads = send.template.components
      .filter((component) => component.type === 'button')
      .map((component) => (component.parameters as { payload: string }[])[0]?.payload);
    expect(payloads).toEqual([`COD_CONFIRM:${token}`, `COD_DECLINE:${token}`]);
    expect(phoneMessagesTo(config.dataDir, 'SMS', mobile)).toEqual([]);

    // From another number, the press is not taken.
    const stranger = buttonReplyWebhook('919123456780', `COD_DECLINE:${token}`);
    const fromStranger = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      ...stranger,
    });
    expect(fromStranger.statusCode).toBe(200);
    expect((await view(token)).json().codConfirmation).toBe('AWAITING');

    const forged = buttonReplyWebhook(`91${mobile}`, `COD_DECLINE:${token}`);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { ...forged.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body: forged.body,
    });
    expect(refused.statusCode).toBe(401);
    expect((await view(token)).json().codConfirmation).toBe('AWAITING');

    const press = buttonReplyWebhook(`91${mobile}`, `COD_CONFIRM:${token}`, 'wamid.cod-press');
    const deliveries = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', ...press })),
    );
    expect(deliveries.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await view(token)).json()).toMatchObject({
      codConfirmation: 'CONFIRMED',
      deliveryStatus: 'PENDING',
    });
    expect(await stockOf(app, variantId)).toBe(3);
  });
});

describe('cash on delivery after parcels returned to origin', () => {
  it('is refused once a customer has more returned COD parcels than the shop allows, and online stays open', async () => {
    const { user, order } = await codOrder();
    await app.db.insert(shipments).values({
      orderId: order.id,
      provider: 'manual',
      status: 'RTO_DELIVERED',
      statusAt: new Date(),
      weightGrams: 500,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 5,
      bookedAt: new Date(),
    });
    const again = async (paymentMethod: 'COD' | 'ONLINE_PAYMENT') => {
      const product = await createShopProduct(app, 'Cotton Dupatta');
      await addToCart(app, user, product.variantIds[0] as string, 1);
      const addressId = await createAddress(app, user.id);
      return placeOrder(app, user, { addressId, paymentMethod });
    };
    try {
      await saveShopSettings(app, admin, { ...codDefaults, codMaxReturnedParcels: 1 });
      expect((await again('COD')).statusCode).toBe(201);
      await saveShopSettings(app, admin, { ...codDefaults, codMaxReturnedParcels: 0 });
      const refused = await again('COD');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ paymentMethod: COD_OFF_AFTER_RETURNS });
      expect((await again('ONLINE_PAYMENT')).statusCode).toBe(201);
    } finally {
      await saveShopSettings(app, admin, { ...codDefaults, codMaxReturnedParcels: null });
    }
  });
});

describe('the COD fee', () => {
  it('is in the total the shopper is asked to confirm, and shown as its own amount on the page', async () => {
    const fee = await saveShopSettings(app, admin, { ...codDefaults, codFee: '49.00' });
    expect(fee.statusCode, fee.body).toBe(200);
    const { mobile, order, token } = await codOrder();
    await saveShopSettings(app, admin, { ...codDefaults, codFee: '0.00' });
    expect(order).toMatchObject({ orderTotal: '3047.00', codFee: '49.00' });
    const sms = await vi.waitFor(() => {
      const [found] = phoneMessagesTo(config.dataDir, 'SMS', mobile);
      if (!found) throw new Error('no SMS yet');
      return found;
    }, MAIL_WAIT);
    expect(sms).toContain('Rs. 3,047.00');
    expect((await view(token)).json()).toMatchObject({ orderTotal: '3047.00', codFee: '49.00' });
  });
});

describe('the settings', () => {
  it('start off, and name each bad value', async () => {
    const bad = await saveShopSettings(app, admin, {
      ...codDefaults,
      codConfirmation: 'SOMETIMES',
      codConfirmationHours: 0,
      codMaxReturnedParcels: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'codConfirmation',
      'codConfirmationHours',
      'codMaxReturnedParcels',
    ]);
    const read = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(read.json()).toMatchObject({
      codConfirmation: 'ON',
      codConfirmationHours: 12,
      codMaxReturnedParcels: null,
    });
  });
});
