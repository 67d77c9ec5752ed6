import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { companyFormParts } from '../../../test/catalogue-fixtures';
import { sendForm } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');

const policies = () => app.inject({ method: 'GET', url: '/api/store-policies' });
const saveCompany = (fields: Record<string, string>) =>
  sendForm(app, 'PUT', '/api/company-details', companyFormParts(fields), admin.auth);

describe('GET /api/store-policies', () => {
  it('answers the default window and delivery rules, with no contact while no company details are saved', async () => {
    const res = await policies();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.json()).toEqual({
      returns: { windowDays: 15 },
      shipping: {
        freeShipping: true,
        cashOnDelivery: true,
        daysWithinCity: { from: 1, to: 2 },
        daysWithinState: { from: 2, to: 4 },
        daysRestOfIndia: { from: 4, to: 7 },
        dispatchCutoffHour: 14,
        blockedPrefixes: [],
        codBlockedPrefixes: [],
        shipsFromState: null,
      },
      contact: null,
    });
  });

  it('gives the company’s contact details and its grievance officer once saved', async () => {
    const saved = await saveCompany({
      state: 'Karnataka',
      grievanceOfficerName: 'Asha Rao',
      grievanceOfficerEmail: 'grievance@vastra.example',
      grievanceOfficerPhone: '+91 98450 12345',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await policies();
    expect(res.json().contact).toEqual({
      name: 'Vastra Fashions',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      grievanceOfficer: { name: 'Asha Rao', email: 'grievance@vastra.example', phone: '+91 98450 12345' },
    });
    expect(res.json().shipping.shipsFromState).toBe('Karnataka');
  });

  it('shows a changed return window, delivery rule and grievance officer at once', async () => {
    const before = await policies();
    const settings = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    const changedSettings = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...(settings.json() as object), returnWindowDays: 7, codMaxOpenOrders: 0 },
    });
    expect(changedSettings.statusCode, changedSettings.body).toBe(200);
    const rules = await app.inject({ method: 'GET', url: '/api/admin/delivery-rules', headers: admin.auth });
    const changedRules = await app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-rules',
      headers: admin.auth,
      payload: { ...(rules.json() as object), blockedPrefixes: ['79'], daysRestOfIndia: { from: 5, to: 9 } },
    });
    expect(changedRules.statusCode, changedRules.body).toBe(200);
    expect((await saveCompany({ grievanceOfficerName: 'Vikram Shah' })).statusCode).toBe(200);

    const after = await policies();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({
      returns: { windowDays: 7 },
      shipping: { cashOnDelivery: false, blockedPrefixes: ['79'], daysRestOfIndia: { from: 5, to: 9 } },
      contact: {
        grievanceOfficer: {
          name: 'Vikram Shah',
          email: 'grievance@vastra.example',
          phone: '+91 98450 12345',
        },
      },
    });
    // An unchanged answer costs a bodiless 304.
    const again = await app.inject({
      method: 'GET',
      url: '/api/store-policies',
      headers: { 'if-none-match': String(after.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('says there is no officer once the admin clears the fields', async () => {
    const cleared = await saveCompany({
      grievanceOfficerName: '',
      grievanceOfficerEmail: '',
      grievanceOfficerPhone: ' ',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().grievanceOfficer).toBeNull();
    expect((await policies()).json().contact.grievanceOfficer).toBeNull();
  });
});
