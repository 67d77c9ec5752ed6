import type { PaymentMethod } from '@vastra/contract/orders';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckoutStep } from './CheckoutStep';

const choices: { method: PaymentMethod; title: string; text: string; Icon: typeof Banknote }[] = [
  {
    method: 'COD',
    title: 'Cash on Delivery (COD)',
    text: 'Pay in cash when your order arrives.',
    Icon: Banknote,
  },
  {
    method: 'ONLINE_PAYMENT',
    title: 'Online Payment',
    text: 'Pay with a payment provider: UPI or cards.',
    Icon: CreditCard,
  },
];

/** '3. Payment Method': cash on delivery or online payment; COD is off with its reason where not taken. */
export function PaymentStep({
  method,
  codUnavailable = null,
  codFee = null,
  onChange,
  children,
}: {
  method: PaymentMethod;
  /** Why cash on delivery cannot be chosen for this address, when it cannot. */
  codUnavailable?: string | null;
  /** The shop's COD fee as shown ("Rs. 49.00"), when it charges one. */
  codFee?: string | null;
  onChange(method: PaymentMethod): void;
  /** Below the methods: the store credit to pay from first, when the shopper has some. */
  children?: ReactNode;
}) {
  return (
    <CheckoutStep title="3. Payment Method">
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {choices.map(({ method: value, title, text, Icon }) => {
            const selected = value === method;
            const off = value === 'COD' ? codUnavailable : null;
            return (
              <label
                key={value}
                className={`flex items-start gap-3 rounded-xl border p-4 text-sm transition ${off ? 'cursor-not-allowed border-neutral-200 bg-neutral-50' : selected ? 'cursor-pointer border-neutral-900 bg-cream ring-1 ring-neutral-900' : 'cursor-pointer border-neutral-200 hover:border-neutral-400'}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={selected}
                  disabled={off !== null}
                  onChange={() => onChange(value)}
                  className="mt-0.5 size-4 shrink-0 accent-neutral-900"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-neutral-900">{title}</span>
                  <span className="mt-0.5 block text-neutral-600">{text}</span>
                  {value === 'COD' && codFee && (
                    <span className="mt-0.5 block text-neutral-600">A COD fee of {codFee} applies.</span>
                  )}
                  {off && <span className="mt-2 block text-sm font-medium text-amber-800">{off}</span>}
                </span>
                <Icon className="size-5 shrink-0 text-accent" strokeWidth={1.5} aria-hidden />
              </label>
            );
          })}
        </div>
      </fieldset>
      {children}
    </CheckoutStep>
  );
}
