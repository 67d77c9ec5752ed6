import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { type FormParts, pictureFile, sendForm, textAsPng, uploadedFiles } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const customer = await createTestUser(app, 'CUSTOMER');
const logo = await pictureFile('logo.png', { width: 600, height: 200 });

const details = (fields: Record<string, string> = {}): FormParts =>
  Object.entries({
    name: 'Vastra Fashions',
    email: 'hello@vastra.example',
    phone: '+91 80 1234 5678',
    address: '12 MG Road, Bengaluru',
    pincode: '560001',
    ...fields,
  });
const save = (parts: FormParts) => sendForm(app, 'PUT', '/api/company-details', parts, admin.auth);
const onDisk = (url: string) => existsSync(path.join(config.dataDir, 'uploads', path.basename(url)));

describe('PUT /api/company-details', () => {
  it('creates the details the first time, with a logo, and GET gives them back', async () => {
    const res = await save([...details(), ['logo', logo]]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Vastra Fashions',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
    });
    expect(saved.logoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(onDisk(saved.logoUrl)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/company-details' })).json()).toEqual(saved);
  });

  it('updates the same row, keeping the logo when none is sent', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/company-details' })).json();
    const res = await save(details({ name: 'Vastra Fashions Pvt Ltd', phone: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, name: 'Vastra Fashions Pvt Ltd', phone: '' });
  });

  it('replaces the logo and removes the old file', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/company-details' })).json();
    const res = await save([...details(), ['logo', await pictureFile('new-logo.jpg', { format: 'jpeg' })]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toMatch(/\.jpg$/);
    expect(onDisk(res.json().logoUrl)).toBe(true);
    expect(onDisk(before.logoUrl)).toBe(false);
  });

  it('requires a name and checks the email and the 6-digit pincode', async () => {
    const res = await save(details({ name: ' ', email: 'not-an-email', pincode: '5600' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Company name is required.',
      errors: {
        name: 'Company name is required.',
        email: 'Please enter a valid email address.',
        pincode: 'Pincode must be a 6-digit number.',
      },
    });
  });

  it('refuses a logo that is not an image with 415, changing and writing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/company-details' })).json();
    const files = uploadedFiles(config.dataDir);
    const res = await save([...details({ name: 'Changed' }), ['logo', textAsPng]]);
    expect(res.statusCode).toBe(415);
    expect(uploadedFiles(config.dataDir)).toEqual(files);
    expect((await app.inject({ method: 'GET', url: '/api/company-details' })).json()).toEqual(before);
  });

  it('answers 401 to guests and 403 to customers', async () => {
    expect((await sendForm(app, 'PUT', '/api/company-details', details())).statusCode).toBe(401);
    expect((await sendForm(app, 'PUT', '/api/company-details', details(), customer.auth)).statusCode).toBe(
      403,
    );
  });
});
