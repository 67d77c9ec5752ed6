import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { companyFormParts } from '../../../test/catalogue-fixtures';
import { type FormParts, pictureFile, sendForm, textAsPng, uploadedFiles } from '../../../test/multipart';
import { createTestUser } from '../../../test/users';

const { app, config } = await createTestApp();
const admin = await createTestUser(app, 'ADMIN');
const customer = await createTestUser(app, 'CUSTOMER');
const logo = await pictureFile('logo.png', { width: 600, height: 200 });

const details = companyFormParts;
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

  it('saves the GSTIN (spaces dropped, upper-cased) with the state it is registered in', async () => {
    const res = await save(details({ gstin: '29aagcb 7383j1z4', state: 'Karnataka' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
    const read = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(read.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
  });

  it('refuses a GSTIN whose check character is wrong with a 400 naming it, changing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/company-details' })).json();
    // 27AAPFU0939F1ZV is a valid GSTIN; one letter typed wrong anywhere breaks its check character.
    for (const typo of ['27AAPFU0939F1ZW', '27AAPFV0939F1ZV', '27AAPFU0938F1ZV']) {
      const res = await save(details({ gstin: typo, state: 'Maharashtra' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This GSTIN’s last character does not match: please check it for typing mistakes.',
        errors: { gstin: 'This GSTIN’s last character does not match: please check it for typing mistakes.' },
      });
    }
    expect((await save(details({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }))).statusCode).toBe(200);
    expect((await save(details({ gstin: before.gstin, state: before.state }))).statusCode).toBe(200);
  });

  it('checks the GSTIN’s format and that it starts with its state’s code, and that the state is India’s', async () => {
    const format = await save(details({ gstin: '29AAGCB7383J1Z', state: 'Karnataka' }));
    expect(format.json().errors).toEqual({
      gstin:
        'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character.',
    });
    const otherState = await save(details({ gstin: '29AAGCB7383J1Z4', state: 'Kerala' }));
    expect(otherState.json().errors).toEqual({
      gstin: "This GSTIN starts with 29, but Kerala's code is 32: a GSTIN starts with its state's code.",
    });
    const noState = await save(details({ gstin: '29AAGCB7383J1Z4', state: '' }));
    expect(noState.json().errors).toEqual({ state: 'Please choose the state your GSTIN is registered in.' });
    const unknownState = await save(details({ state: 'Bengaluru' }));
    expect(unknownState.json().errors).toEqual({
      state: 'Please choose a state or union territory of India.',
    });
  });

  it('keeps the saved GSTIN and state when the form leaves them out, as the original form does', async () => {
    expect((await save(details({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' }))).statusCode).toBe(200);
    const res = await save(details({ name: 'Vastra Fashions LLP' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Vastra Fashions LLP',
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
    });
    const read = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(read.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
  });

  it('checks a new GSTIN sent alone against the saved state', async () => {
    const mismatch = await save(details({ gstin: '27AAPFU0939F1ZV' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      message: "This GSTIN starts with 27, but Karnataka's code is 29: a GSTIN starts with its state's code.",
      errors: {
        gstin: "This GSTIN starts with 27, but Karnataka's code is 29: a GSTIN starts with its state's code.",
      },
    });
    const clearedState = await save(details({ state: '' }));
    expect(clearedState.statusCode).toBe(400);
    expect(clearedState.json().errors).toEqual({
      state: 'Please choose the state your GSTIN is registered in.',
    });
    const read = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(read.json()).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' });
  });

  it('clears the GSTIN, and the state too, when they are sent blank', async () => {
    const res = await save(details({ gstin: '', state: 'Karnataka' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gstin: null, state: 'Karnataka' });
    const both = await save(details({ gstin: ' ', state: '' }));
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ gstin: null, state: null });
    const read = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(read.json()).toMatchObject({ gstin: null, state: null });
    // Left out again, they stay cleared.
    expect((await save(details())).json()).toMatchObject({ gstin: null, state: null });
    expect((await save(details({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka' }))).statusCode).toBe(200);
  });

  const officer = {
    grievanceOfficerName: 'Asha Rao',
    grievanceOfficerEmail: 'grievance@vastra.example',
    grievanceOfficerPhone: '+91 98450 12345',
  };

  it('saves a grievance officer, and SPEC.md’s form without the fields keeps it', async () => {
    const res = await save(details(officer));
    expect(res.statusCode, res.body).toBe(200);
    const saved = { name: 'Asha Rao', email: 'grievance@vastra.example', phone: '+91 98450 12345' };
    expect(res.json().grievanceOfficer).toEqual(saved);
    const again = await save(details({ name: 'Vastra Fashions' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().grievanceOfficer).toEqual(saved);
    const read = await app.inject({ method: 'GET', url: '/api/company-details' });
    expect(read.json().grievanceOfficer).toEqual(saved);
  });

  it('refuses bad grievance officer fields with a 400 naming the field, changing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/company-details' })).json();
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [
        { ...officer, grievanceOfficerEmail: 'not-an-email' },
        { grievanceOfficerEmail: 'Please enter a valid email address.' },
      ],
      [
        { ...officer, grievanceOfficerPhone: '9'.repeat(51) },
        { grievanceOfficerPhone: 'This field can be at most 50 characters long.' },
      ],
      [
        { ...officer, grievanceOfficerName: '' },
        { grievanceOfficerName: 'Please enter the grievance officer’s name.' },
      ],
      // Left out, the saved phone stays; blank, the email goes: still a way to reach the officer.
      [
        { grievanceOfficerEmail: '', grievanceOfficerPhone: '' },
        { grievanceOfficerEmail: 'Please enter the grievance officer’s email or phone.' },
      ],
    ];
    for (const [fields, errors] of refusals) {
      const res = await save(details({ name: 'Changed', ...fields }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    // A name cleared alone, the saved email and phone would be nobody's.
    const nameAlone = await save(details({ grievanceOfficerName: ' ' }));
    expect(nameAlone.json().errors).toEqual({
      grievanceOfficerName: 'Please enter the grievance officer’s name.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/company-details' })).json()).toEqual(before);
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
