import type { Address, AddressBody } from '@vastra/contract/addresses';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AddressFormDialog } from '../../components/AddressFormDialog';
import { addressForm, addressPayload } from '../../components/address-form';
import { PageSpinner } from '../../components/Spinner';
import { courierCanCall } from '../../lib/address-lines';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../../lib/address-queries';
import { useAuthStore } from '../../lib/auth-store';
import { AccountHeading } from './AccountHeading';
import { AddressCard } from './AddressCard';

/** ADDRESS BOOK: the saved shipping addresses, added and edited in a dialog. */
export function AddressBookPage() {
  const { data: addresses, isPending, isError } = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const account = useAuthStore((s) => s.user);
  // undefined: the dialog is shut; null: adding a new address; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);

  const saveFromDialog = (body: AddressBody) =>
    save.mutate({ id: editing?.id, body }, { onSuccess: () => setEditing(undefined) });

  // The address is saved again as it is, only now the default.
  const makeDefault = (address: Address) =>
    save.mutate({ id: address.id, body: { ...addressPayload(addressForm(address)), isDefault: true } });

  const confirmDelete = (address: Address) => {
    if (
      window.confirm(`Are you sure you want to delete the address starting with "${address.addressLine1}"?`)
    ) {
      remove.mutate(address.id);
    }
  };

  return (
    <div>
      <AccountHeading title="ADDRESS BOOK">
        <button
          type="button"
          onClick={() => setEditing(null)}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-neutral-900 px-6 text-xs font-semibold tracking-wider text-white hover:bg-neutral-800"
        >
          <Plus className="size-4" aria-hidden />
          REGISTER A NEW ADDRESS
        </button>
      </AccountHeading>

      {isPending ? (
        <PageSpinner />
      ) : !addresses?.length ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-12 text-center text-neutral-600">
          {isError ? 'Your addresses could not be loaded.' : 'There is no registered shipping address.'}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              courierCanCall={courierCanCall(address, account)}
              busy={save.isPending || remove.isPending}
              onEdit={() => setEditing(address)}
              onDelete={() => confirmDelete(address)}
              onMakeDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      )}

      {editing !== undefined && (
        <AddressFormDialog
          address={editing}
          saving={save.isPending}
          onSave={saveFromDialog}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
