import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Company } from '@vastra/contract/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';
import { CompanyForm } from './CompanyForm';

vi.mock('../../../lib/upload', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const company: Company = {
  name: 'Vastra',
  logoUrl: null,
  address: '12 MG Road, Bengaluru',
  pincode: '560001',
  email: 'hello@vastra.in',
  phone: '+91 98765 43210',
  gstin: '29AAGCB7383J1Z4',
  state: 'Karnataka',
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@vastra.in', phone: null },
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <CompanyForm company={company} />
    </QueryClientProvider>,
  );
  const form = container.querySelector('form') as HTMLFormElement;
  return { save: () => fireEvent.submit(form), email: screen.getByLabelText('Email') as HTMLInputElement };
}

afterEach(() => {
  cleanup();
  upload.mockReset();
});

describe('the company details form when the server refuses a save', () => {
  it("shows the server's sentence under the field it names, until that field is edited", async () => {
    const sentence = 'Please enter a valid email address.';
    upload.mockRejectedValue(new ApiError(400, sentence, { email: sentence }));
    const { save, email } = renderForm();
    fireEvent.change(email, { target: { value: 'owner@localhost' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'owner@vastra.in' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field (say, a logo that is not an image) beside the Save button', async () => {
    upload.mockRejectedValue(new ApiError(415, 'Only PNG, JPEG, WebP, GIF or AVIF images are allowed.'));
    const { save } = renderForm();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only PNG, JPEG, WebP, GIF or AVIF images are allowed.',
    );
  });

  it('sends the form as PUT /company-details multipart', async () => {
    upload.mockResolvedValue(company);
    const { save } = renderForm();
    save();
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [method, path, form] = upload.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['PUT', '/company-details']);
    expect(Object.fromEntries((form as FormData).entries())).toEqual({
      name: 'Vastra',
      email: 'hello@vastra.in',
      phone: '+91 98765 43210',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
      grievanceOfficerName: 'Asha Rao',
      grievanceOfficerEmail: 'grievance@vastra.in',
      grievanceOfficerPhone: '',
    });
  });

  it("shows the server's sentence under the grievance officer field it names", async () => {
    const sentence = 'Please enter the grievance officer’s email or phone.';
    upload.mockRejectedValue(new ApiError(400, sentence, { grievanceOfficerEmail: sentence }));
    renderForm();
    const officerEmail = screen.getByLabelText("Officer's email") as HTMLInputElement;
    expect(officerEmail.value).toBe('grievance@vastra.in');
    fireEvent.change(officerEmail, { target: { value: '' } });
    fireEvent.submit(officerEmail.form as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(officerEmail.getAttribute('aria-invalid')).toBe('true');
  });

  it('stops a GSTIN with a wrong check character before sending it', () => {
    const { save } = renderForm();
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '29AAGCB7383J1Z5' } });
    save();
    expect(screen.getByRole('alert').textContent).toBe(
      'This GSTIN’s last character does not match: please check it for typing mistakes.',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('the company details form for a shop not registered for GST', () => {
  it('lets the admin clear the GSTIN and the state, sending them blank', async () => {
    upload.mockResolvedValue({ ...company, gstin: null, state: null });
    const { save } = renderForm();
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } });
    save();
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const form = upload.mock.calls[0]?.[2] as FormData;
    expect([form.get('gstin'), form.get('state')]).toEqual(['', '']);
    expect(form.get('name')).toBe('Vastra');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
