import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { startFakeWhatsApp, whatsappEnv } from '../../../test/fake-whatsapp';
import { MAIL_WAIT, waitForMail } from '../../../test/outbox';
import {
  addToCart,
  codDefaults,
  createShopProduct,
  newShopper,
  placeOrder,
  saveShopSettings,
} from '../../../test/shop-fixtures';
import { createTestUser, type TestUser } from '../../../test/users';
import { users } from '../../db/schema/users';
import { whatsappForOrderNews } from './order-news';

const whatsapp = await startFakeWhatsApp();
afterAll(() => whatsapp.close());
const { app, config } = await createTestApp(whatsappEnv(whatsapp.url));
const admin = await createTestUser(app, 'ADMIN');

let nextMobile = 9_700_000_000;
/** Gives the shopper a verified mobile and, when asked, the WhatsApp opt-in. */
async function givePhone(user: TestUser, optIn: boolean) {
  const mobile = String(nextMobile++);
  await app.db
    .update(users)
    .set({
      mobile,
      mobileVerified: true,
      ...(optIn && { whatsappOptInAt: new Date(), whatsappOptInSource: 'PROFILE' }),
    })
    .where(eq(users.id, user.id));
  return mobile;
}
const sentTo = (mobile: string) => whatsapp.sent.filter((send) => send.to === `91${mobile}`);

describe('order news by WhatsApp', () => {
  it('a shopper who opted in gets the placed order on WhatsApp as well as by mail; the total in the template', async () => {
    const { user, res } = await placedBy(true);
    const order = res.json().order;
    await waitForMail(config.dataDir, user.email, `Your order #${order.id.slice(0, 8)} is confirmed`);
    const [send] = await vi.waitFor(() => {
      const found = sentTo(user.mobile);
      if (found.length === 0) throw new Error('no WhatsApp yet');
      return found;
    }, MAIL_WAIT);
    expect(send?.template.name).toBe('order_placed');
    expect(send?.template.components[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Ravi' },
        { type: 'text', text: `#${order.id.slice(0, 8)}` },
        { type: 'text', text: 'Rs. 1,299.00' },
      ],
    });
  });

  it('shipped news carries the tracking link', async () => {
    const { user, res } = await placedBy(true);
    const orderId = res.json().order.id;
    const shipped = await app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      headers: admin.auth,
      payload: { deliveryStatus: 'SHIPPED' },
    });
    expect(shipped.statusCode).toBe(200);
    const send = await vi.waitFor(() => {
      const found = sentTo(user.mobile).find((s) => s.template.name === 'order_shipped');
      if (!found) throw new Error('no shipped WhatsApp yet');
      return found;
    }, MAIL_WAIT);
    expect(JSON.stringify(send.template.components)).toContain(`${config.publicUrl}/track/${orderId}`);
  });

  it('goes only to a shopper who opted in with a verified mobile, and only for the kinds the shop chose', async () => {
    const news = (userId: string, kind: 'ORDER_PLACED' | 'SHIPPED' = 'ORDER_PLACED') =>
      whatsappForOrderNews(app.db, 'en', { kind, userId, firstName: 'Ravi', orderNumber: '#1', detail: 'x' });
    const { user: notOptedIn } = await newShopper(app);
    await givePhone(notOptedIn, false);
    expect(await news(notOptedIn.id)).toBeNull();
    const { user: unverified } = await newShopper(app);
    await givePhone(unverified, true);
    await app.db.update(users).set({ mobileVerified: false }).where(eq(users.id, unverified.id));
    expect(await news(unverified.id)).toBeNull();
    const { user: optedIn } = await newShopper(app);
    const mobile = await givePhone(optedIn, true);
    expect(await news(optedIn.id)).toMatchObject({ to: mobile, template: 'order_placed' });

    const saved = await saveShopSettings(app, admin, { ...codDefaults, whatsappMessages: ['SHIPPED'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsappMessages).toEqual(['SHIPPED']);
    expect(await news(optedIn.id)).toBeNull();
    expect(await news(optedIn.id, 'SHIPPED')).toMatchObject({ template: 'order_shipped' });
    const refused = await saveShopSettings(app, admin, { ...codDefaults, whatsappMessages: ['BIRTHDAY'] });
    expect(refused.statusCode).toBe(400);
    await saveShopSettings(app, admin, {
      ...codDefaults,
      whatsappMessages: [
        'ORDER_PLACED',
        'SHIPPED',
        'OUT_FOR_DELIVERY',
        'DELIVERED',
        'UNDELIVERED',
        'BACK_IN_STOCK',
      ],
    });
  });
});

async function placedBy(optIn: boolean) {
  const product = await createShopProduct(app, 'Kurta', [
    { color: 'Blue', size: 'M', originalPrice: '1299.00', stock: 10 },
  ]);
  const { user, addressId } = await newShopper(app);
  const mobile = await givePhone(user, optIn);
  await addToCart(app, user, product.variantIds[0] as string);
  const res = await placeOrder(app, user, { addressId, paymentMethod: 'COD' });
  expect(res.statusCode, res.body).toBe(201);
  return { user: { ...user, mobile }, res };
}
