import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';
import { fetchInvoice, orderFor, setStatus, ship } from '../../../test/invoice-fixtures';
import { createShopProduct } from '../../../test/shop-fixtures';
import { createTestUser } from '../../../test/users';
import { financialYearOf } from './financial-year';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
await saveCompanyDetails(app.db);
const kurta = await createShopProduct(app, 'Cotton Kurta', [
  { color: 'White', size: 'M', originalPrice: '899.00', stock: 1000 },
]);
const variantId = kurta.variantIds[0] as string;
const series = `INV/${financialYearOf(new Date())}/`;
const sequenceOf = (number: string) => {
  expect(number.startsWith(series)).toBe(true);
  return Number(number.slice(series.length));
};

async function pendingOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await orderFor(app, await createTestUser(app), [{ variantId, quantity: 1 }]));
  return ids;
}

describe('invoice numbers', () => {
  it('run one after another in the financial year’s series, and an order keeps its number when shipped again', async () => {
    const [first, second] = (await pendingOrders(2)) as [string, string];
    const firstNumber = await ship(app, admin, first);
    const secondNumber = await ship(app, admin, second);
    expect(sequenceOf(secondNumber)).toBe(sequenceOf(firstNumber) + 1);
    expect((await setStatus(app, admin, first, 'CANCELED')).json().order.invoiceNumber).toBe(firstNumber);
    expect((await setStatus(app, admin, first, 'PENDING')).statusCode).toBe(200);
    expect(await ship(app, admin, first)).toBe(firstNumber);
    expect((await setStatus(app, admin, first, 'DELIVERED')).json().order.invoiceNumber).toBe(firstNumber);
    const [third] = (await pendingOrders(1)) as [string];
    expect(sequenceOf(await ship(app, admin, third))).toBe(sequenceOf(secondNumber) + 1);
  });

  it('have no gap and no repeat when many orders ship at the same moment', async () => {
    const [before] = (await pendingOrders(1)) as [string];
    const start = sequenceOf(await ship(app, admin, before));
    const ids = await pendingOrders(16);
    const answers = await Promise.all(ids.map((id) => setStatus(app, admin, id, 'SHIPPED')));
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    const numbers = answers.map((res) => sequenceOf(res.json().order.invoiceNumber));
    expect([...numbers].sort((a, b) => a - b)).toEqual(ids.map((_, i) => start + 1 + i));
    // Each order's invoice carries the number its answer gave.
    const [id, number] = [ids[3] as string, answers[3]?.json().order.invoiceNumber as string];
    const owner = await app.inject({ method: 'GET', url: '/api/orders/all?limit=100', headers: admin.auth });
    expect(owner.json().orders.find((o: { id: string }) => o.id === id).invoiceNumber).toBe(number);
  });

  it('go on in the same series while the shop has no GSTIN: its orders ship with bills of supply', async () => {
    const [last, unregistered, registered] = (await pendingOrders(3)) as [string, string, string];
    const lastNumber = sequenceOf(await ship(app, admin, last));
    await saveCompanyDetails(app.db, { gstin: null, state: null });
    const res = await setStatus(app, admin, unregistered, 'SHIPPED');
    expect(res.statusCode, res.body).toBe(200);
    expect(sequenceOf(res.json().order.invoiceNumber)).toBe(lastNumber + 1);
    expect((await fetchInvoice(app, admin, unregistered)).statusCode).toBe(200);
    await saveCompanyDetails(app.db);
    expect(sequenceOf(await ship(app, admin, registered))).toBe(lastNumber + 2);
  });
});
