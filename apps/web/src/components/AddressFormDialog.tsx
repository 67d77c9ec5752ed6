import type { Address, AddressBody } from '@vastra/contract/addresses';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useAuthStore } from '../lib/auth-store';
import { useDeliveryCheck } from '../lib/delivery-check';
import {
  type AddressForm,
  type AddressFormErrors,
  addressForm,
  addressPayload,
  addressProblems,
  keepStandingErrors,
  placeFromPincode,
} from './address-form';
import { StateSelect } from './StateSelect';
import { TextField } from './TextField';

interface AddressFormDialogProps {
  /** The address being edited; none to add a new one. */
  address?: Address | null;
  /** Start in the mobile number, when the dialog was opened to add one. */
  focusPhone?: boolean;
  saving?: boolean;
  onSave(body: AddressBody): void;
  onClose(): void;
}

/**
 * The address form in a dialog, shared by the address book and checkout. It checks the form
 * and hands a clean body to onSave; the caller saves it and closes the dialog. The recipient and
 * mobile start as the signed-in account's, and may be left empty. Mount it only while it should show.
 */
export function AddressFormDialog({
  address,
  focusPhone = false,
  saving = false,
  onSave,
  onClose,
}: AddressFormDialogProps) {
  const account = useAuthStore((s) => s.user);
  const [form, setForm] = useState<AddressForm>(() => addressForm(address, account));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const alreadyDefault = address?.isDefault === true;
  // A saved state the list does not have stays on offer, as written, even after choosing another.
  const keptState = address ? addressForm(address).state : undefined;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Errors come from the last SAVE; each one hides while its field holds something right.
  const shownErrors = keepStandingErrors(errors, addressProblems(form));

  const field = (name: Exclude<keyof AddressForm, 'isDefault'>) => ({
    name,
    value: form[name],
    error: shownErrors[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: e.target.value })),
  });

  // A known pincode fills in the city and state the shopper has left empty, never over their own.
  const place = useDeliveryCheck(form.postalCode).data;
  useEffect(() => {
    if (place) setForm((current) => placeFromPincode(current, place));
  }, [place]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = addressProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSave(addressPayload(form));
  }

  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center p-0 sm:items-center sm:p-4">
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default bg-black/50 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="address-dialog-title"
        className="relative max-h-[92vh] w-full max-w-lg animate-rise overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl sm:rounded-2xl sm:p-8"
      >
        <div className="mb-6 flex items-start justify-between gap-4">
          <h2 id="address-dialog-title" className="font-display text-2xl font-semibold">
            {address ? 'Edit address' : 'New address'}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close dialog"
            className="rounded-full p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full name (optional)"
              autoComplete="name"
              autoFocus={!focusPhone}
              maxLength={100}
              {...field('fullName')}
            />
            <TextField
              label="Mobile number (optional)"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98765 43210"
              hint="For the courier: 10 digits, +91 allowed"
              autoFocus={focusPhone}
              {...field('phone')}
            />
          </div>
          <TextField
            label="Address line 1"
            autoComplete="address-line1"
            required
            {...field('addressLine1')}
          />
          <TextField
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            {...field('addressLine2')}
          />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            hint="Fills in the city and state"
            {...field('postalCode')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="City" autoComplete="address-level2" required {...field('city')} />
            <StateSelect
              label="State"
              autoComplete="address-level1"
              required
              kept={keptState}
              {...field('state')}
            />
          </div>
          <label className="flex items-center gap-3 text-sm text-neutral-700">
            <input
              type="checkbox"
              name="isDefault"
              checked={form.isDefault}
              disabled={alreadyDefault}
              onChange={(e) => setForm((current) => ({ ...current, isDefault: e.target.checked }))}
              className="size-4 accent-neutral-900"
            />
            {alreadyDefault ? 'This is your default address' : 'Make this my default address'}
          </label>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="h-11 rounded-full border border-neutral-300 px-6 text-sm font-semibold tracking-wide hover:border-neutral-900"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={saving}
              className="h-11 rounded-full bg-neutral-900 px-8 text-sm font-semibold tracking-wider text-white hover:bg-neutral-800 disabled:bg-neutral-400"
            >
              {saving ? 'SAVING...' : 'SAVE ADDRESS'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
