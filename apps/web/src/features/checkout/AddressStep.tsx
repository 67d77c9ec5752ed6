import type { Address } from '@vastra/contract/addresses';
import { Check, Phone, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { courierCanCall, NO_PHONE_NOTE, recipientLine } from '../../lib/address-lines';
import { useAuthStore } from '../../lib/auth-store';
import { CheckoutStep } from './CheckoutStep';

/**
 * '1. Delivery Address': the saved addresses as radio cards, and a way to add one. An address with
 * no mobile number to call (on it or on the account) invites one; any address can take the order.
 */
export function AddressStep({
  addresses,
  loading,
  selectedId,
  onSelect,
  onAdd,
  onAddPhone,
  delivery,
}: {
  addresses: Address[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect(addressId: string): void;
  onAdd(): void;
  onAddPhone(address: Address): void;
  /** What the shop says about delivering to the chosen address. */
  delivery?: ReactNode;
}) {
  const account = useAuthStore((s) => s.user);
  const addButton = (
    <button
      type="button"
      onClick={onAdd}
      className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-4 py-2 text-sm font-semibold transition hover:border-neutral-900"
    >
      <Plus className="size-4" aria-hidden />
      Add New Address
    </button>
  );

  let body: ReactNode;
  if (loading) {
    body = <Spinner size={24} />;
  } else if (addresses.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-neutral-300 bg-cream px-5 py-6 text-sm text-neutral-600">
        You have no saved address yet. Add one to deliver this order to.
      </p>
    );
  } else {
    body = (
      <fieldset>
        <legend className="sr-only">Shipping address</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => {
            const selected = address.id === selectedId;
            const recipient = recipientLine(address);
            const callable = courierCanCall(address, account);
            return (
              <label
                key={address.id}
                className={`relative flex cursor-pointer gap-3 rounded-xl border p-4 text-sm transition ${selected ? 'border-neutral-900 bg-cream ring-1 ring-neutral-900' : 'border-neutral-200 hover:border-neutral-400'}`}
              >
                <input
                  type="radio"
                  name="shipping-address"
                  value={address.id}
                  checked={selected}
                  onChange={() => onSelect(address.id)}
                  className="mt-0.5 size-4 shrink-0 accent-neutral-900"
                />
                <span className="min-w-0">
                  {recipient && <span className="block font-semibold text-neutral-900">{recipient}</span>}
                  <span className="block font-medium text-neutral-900">{address.addressLine1}</span>
                  {address.addressLine2 && (
                    <span className="block text-neutral-600">{address.addressLine2}</span>
                  )}
                  <span className="block text-neutral-600">
                    {address.city}, {address.state} - {address.postalCode}
                  </span>
                  {address.isDefault && (
                    <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-neutral-900 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-white">
                      <Check className="size-3" aria-hidden />
                      Default
                    </span>
                  )}
                  {!callable && (
                    <span className="mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
                      {NO_PHONE_NOTE}
                      <button
                        type="button"
                        onClick={() => onAddPhone(address)}
                        aria-label={`Add mobile number to ${address.addressLine1}`}
                        className="mt-1 flex min-h-8 items-center gap-1.5 font-semibold underline underline-offset-2 hover:text-amber-950"
                      >
                        <Phone className="size-3.5" aria-hidden />
                        Add mobile number
                      </button>
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {delivery}
      </fieldset>
    );
  }

  return (
    <CheckoutStep title="1. Delivery Address" action={addButton}>
      {body}
    </CheckoutStep>
  );
}
