import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { anAddress, aUser } from '../test/shoppers';
import { AddressFormDialog } from './AddressFormDialog';

const account = aUser();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => useAuthStore.setState({ user: account, token: 'token', status: 'ready' }));
afterEach(cleanup);

describe('the address dialog', () => {
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
