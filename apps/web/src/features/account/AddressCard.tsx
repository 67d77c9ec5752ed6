import type { Address } from '@vastra/contract/addresses';
import { MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { NO_PHONE_NOTE, recipientLine } from '../../lib/address-lines';

interface AddressCardProps {
  address: Address;
  /** False when neither the address nor the account has a mobile number for the courier. */
  courierCanCall: boolean;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

/** One saved address with its actions; the default one is marked, and one with no number to call invites one. */
export function AddressCard({
  address,
  courierCanCall,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: AddressCardProps) {
  const recipient = recipientLine(address);
  return (
    <li
      className={`flex flex-col justify-between gap-4 rounded-2xl border bg-white p-5 ${address.isDefault ? 'border-neutral-900 shadow-sm' : 'border-neutral-200'}`}
      aria-label={address.addressLine1}
    >
      <div className="flex gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.5} aria-hidden />
        <div className="min-w-0 text-sm leading-6">
          {address.isDefault && (
            <span className="mb-1 inline-block rounded-full bg-neutral-900 px-2.5 py-0.5 text-[11px] font-semibold tracking-wider text-white uppercase">
              Default
            </span>
          )}
          {recipient && <p className="font-semibold break-words text-neutral-900">{recipient}</p>}
          <p className="font-medium break-words text-neutral-900">{address.addressLine1}</p>
          {address.addressLine2 && <p className="break-words text-neutral-700">{address.addressLine2}</p>}
          <p className="text-neutral-700">
            {address.city}, {address.state} {address.postalCode}
          </p>
          {!courierCanCall && (
            <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{NO_PHONE_NOTE}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-neutral-100 pt-4 text-xs font-semibold tracking-wide">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3.5 py-1.5 hover:border-neutral-900 disabled:opacity-50"
        >
          <Pencil className="size-3.5" aria-hidden /> Edit
        </button>
        {!address.isDefault && (
          <button
            type="button"
            onClick={onMakeDefault}
            disabled={busy}
            className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3.5 py-1.5 hover:border-neutral-900 disabled:opacity-50"
          >
            <Star className="size-3.5" aria-hidden /> Set as default
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          className="inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3.5 py-1.5 text-red-700 hover:border-red-600 hover:bg-red-50 disabled:opacity-50"
        >
          <Trash2 className="size-3.5" aria-hidden /> Delete
        </button>
      </div>
    </li>
  );
}
