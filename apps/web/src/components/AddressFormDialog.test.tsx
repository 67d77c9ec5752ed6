import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { anAddress, aUser } from '../test/shoppers';
import { AddressFormDialog } from './AddressFormDialog';

const account = aUser();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The dialog asks GET /delivery/check for a pincode through the query cache. */
const render = (ui: ReactNode) =>
  renderUi(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** GET /delivery/check answers this place for whatever pincode is asked. */
function answerPincode(city: string | null, state: string | null) {
  const fetch = vi.fn(async (url: string) => {
    const pincode = new URL(url, 'http://shop.test').searchParams.get('pincode');
    return json({ pincode, serviceable: true, cod: true, estimatedDelivery: null, city, state });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  useAuthStore.setState({ user: account, token: 'token', status: 'ready' });
  answerPincode(null, null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the address dialog', () => {
  it('hides each error once its field is put right, keeping the others', () => {
    render(<AddressFormDialog onSave={() => undefined} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'SAVE ADDRESS' }));
    expect(screen.getByText('Address line 1 is required.')).toBeTruthy();
    expect(screen.getByText('Pincode must be a 6-digit number.')).toBeTruthy();

    type('Address line 1', '12 MG Road');
    expect(screen.queryByText('Address line 1 is required.')).toBeNull();
    type('Pincode', '5600');
    expect(screen.getByText('Pincode must be a 6-digit number.')).toBeTruthy();
    type('Pincode', '560001');
    expect(screen.queryByText('Pincode must be a 6-digit number.')).toBeNull();
    expect(screen.getByText('City is required.')).toBeTruthy();
  });

  it('asks for the pincode before the city and state, and fills in those left empty from it', async () => {
    const fetch = answerPincode('Bengaluru', 'Karnataka');
    render(<AddressFormDialog onSave={() => undefined} onClose={() => undefined} />);
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent ?? '');
    const position = (text: string) => labels.findIndex((label) => label.startsWith(text));
    expect(position('Pincode')).toBeLessThan(position('City'));
    expect(position('Pincode')).toBeLessThan(position('State'));

    type('Pincode', '560001');
    await waitFor(() => expect(field('City').value).toBe('Bengaluru'));
    expect(field('State').value).toBe('Karnataka');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/delivery/check?pincode=560001');
  });

  it('never overwrites a city or state the shopper typed', async () => {
    answerPincode('Bengaluru', 'Karnataka');
    render(<AddressFormDialog onSave={() => undefined} onClose={() => undefined} />);
    type('City', 'Bangalore');
    type('Pincode', '560001');
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    expect(field('City').value).toBe('Bangalore');
  });

  it("starts with the account's name and mobile, and saves with both emptied", () => {
    const onSave = vi.fn();
    render(<AddressFormDialog onSave={onSave} onClose={() => undefined} />);
    expect(field('Full name (optional)').value).toBe('Asha Rao');
    expect(field('Mobile number (optional)').value).toBe('9876543210');

    type('Full name (optional)', '');
    type('Mobile number (optional)', '');
    type('Address line 1', '12 MG Road');
    type('City', 'Bengaluru');
    type('State', 'Karnataka');
    type('Pincode', '560001');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE ADDRESS' }));

    expect(onSave).toHaveBeenCalledWith({
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    });
  });

  it('refuses a mobile number that is not one, with the sentence under it', () => {
    const onSave = vi.fn();
    render(<AddressFormDialog onSave={onSave} onClose={() => undefined} />);
    type('Mobile number (optional)', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'SAVE ADDRESS' }));
    expect(
      screen.getByText('Mobile number must be 10 digits starting with 6, 7, 8 or 9, like 98765 43210.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a saved state the list does not have, and keeps offering it after choosing another', () => {
    const address = anAddress({ city: 'Kochi', state: 'Kerela', postalCode: '682031' });
    render(<AddressFormDialog address={address} onSave={() => undefined} onClose={() => undefined} />);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.value).toBe('Kerela');
    type('State', 'Kerala');
    expect([...state.options].map((option) => option.value).slice(0, 3)).toEqual([
      '',
      'Kerela',
      'Andaman and Nicobar Islands',
    ]);
  });
});
