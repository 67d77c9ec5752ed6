import { type ShopSettings, type WhatsAppMessageKind, whatsappMessageKinds } from '@vastra/contract/settings';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { useSaveShopSettings, useShopSettings } from './settings-api';

const LABELS: Record<WhatsAppMessageKind, string> = {
  ORDER_PLACED: 'Order placed',
  SHIPPED: 'Shipped, with the tracking link',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  UNDELIVERED: 'Delivery failed: we will try again',
  BACK_IN_STOCK: 'Back in stock (by WhatsApp instead of mail)',
};

/**
 * Which messages go by WhatsApp to customers who opted in and verified their mobile (docs/api.md
 * §14). Order mail goes as before either way; back in stock goes by WhatsApp instead of mail.
 */
export function WhatsAppMessagesForm() {
  const { data } = useShopSettings();
  return (
    <section
      aria-labelledby="whatsapp-messages"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h2 id="whatsapp-messages" className="text-base font-semibold text-neutral-900">
        WhatsApp messages
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-500">
        Customers who asked for updates on WhatsApp and verified their mobile also get these there. Every
        customer with an email still gets the mail.
      </p>
      {data && <MessageChoices settings={data} />}
    </section>
  );
}

function MessageChoices({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [chosen, setChosen] = useState<WhatsAppMessageKind[]>(
    settings.whatsappMessages ?? [...whatsappMessageKinds],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { whatsappMessages: _earlier, ...rules } = settings;
    save.mutate(
      { ...rules, whatsappMessages: chosen },
      {
        onSuccess: () => toast.success('WhatsApp messages saved.'),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : 'Failed to save the WhatsApp messages.'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Order messages sent by WhatsApp</legend>
        {whatsappMessageKinds.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-sm text-neutral-800">
            <input
              type="checkbox"
              className="size-5 accent-neutral-900"
              checked={chosen.includes(kind)}
              onChange={(event) =>
                setChosen((now) => (event.target.checked ? [...now, kind] : now.filter((k) => k !== kind)))
              }
            />
            {LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={save.isPending} className={f.primaryButton}>
        {save.isPending ? 'Saving…' : 'Save WhatsApp messages'}
      </button>
    </form>
  );
}
