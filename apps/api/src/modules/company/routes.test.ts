import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { saveCompanyDetails } from '../../../test/catalogue-fixtures';

const { app } = await createTestApp();

describe('GET /api/company-details', () => {
  it('answers 404 while no company details are saved', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Company details not found.' });
  });

  it('gives the saved details, with logoUrl null when there is no logo', async () => {
    await saveCompanyDetails(app.db, { name: 'Vastra Fashions', logoFilename: null });
    const res = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Vastra Fashions',
      logoUrl: null,
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      email: 'hello@vastra.example',
      phone: '+91 80 1234 5678',
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
      grievanceOfficer: null,
    });
  });

  it('gives the logo as an /uploads URL', async () => {
    await saveCompanyDetails(app.db, { logoFilename: 'logo-1234.webp' });
    const res = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(res.json().logoUrl).toBe('/uploads/logo-1234.webp');
  });
});
