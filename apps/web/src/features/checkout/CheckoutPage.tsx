import { useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@vastra/contract/addresses';
import { ADDRESS_REQUIRED } from '@vastra/contract/messages';
import type { Order, PaymentMethod } from '@vastra/contract/orders';
import { Lock } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressFormDialog } from '../../components/AddressFormDialog';
import { CouponField } from '../../components/CouponField';
import { DockAction } from '../../components/DockAction';
import { OrderSummary } from '../../components/OrderSummary';
import { PageSpinner } from '../../components/Spinner';
import { useAddresses, useSaveAddress } from '../../lib/address-queries';
import { errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { clearCart, useCart } from '../../lib/cart-query';
import { notDelivered, useDeliveryCheck } from '../../lib/delivery-check';
import { useGlobalLoading } from '../../lib/global-loading';
import {
  cartAmounts,
  orderAmounts,
  orderSummary,
  shownCodFee,
  withCodFee,
  withStoreCredit,
} from '../../lib/order-summary';
import { useShopRules } from '../../lib/shop-rules';
import { storeCreditQueryKey, useStoreCredit } from '../../lib/store-credit-query';
import { toast } from '../../lib/toast';
import { useNavigateWhileHere } from '../../lib/use-navigate-while-here';
import { AddressStep } from './AddressStep';
import { usePlaceOrder } from './checkout-queries';
import { codUnavailable } from './cod-offer';
import { DeliveryNote } from './DeliveryNote';
import { ItemsStep } from './ItemsStep';
import { OrderPlacedDialog } from './OrderPlacedDialog';
import { PaymentStep } from './PaymentStep';
import { StoreCreditChoice } from './StoreCreditChoice';

const EMPTY_CART_REDIRECT_MS = 1500;

/**
 * /checkout: address, items and payment method, then the order is placed (docs/product.md §2, §4).
 * The chosen address's delivery check gives its date, takes COD off where the shop does not collect
 * cash, and holds the order back where the shop does not deliver (docs/api.md "Delivery"); COD is off
 * too for a customer the shop turned it off for.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const navigateWhileHere = useNavigateWhileHere();
  const queryClient = useQueryClient();
  const setLoading = useGlobalLoading((s) => s.setLoading);
  const { data: cart, isPending: cartLoading } = useCart();
  const addresses = useAddresses();
  const addAddress = useSaveAddress();
  const placeOrder = usePlaceOrder();
  // The shop may have turned cash on delivery off for this customer: their account says so.
  const codBlocked = useAuthStore((s) => s.user?.codBlocked === true);
  // The COD fee as it stands now, which the server adds to a cash-on-delivery order when it is placed.
  const codFee = useShopRules({ fresh: true }).data?.codFee ?? '0.00';
  const [chosenAddressId, setChosenAddressId] = useState<string>();
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const [addingAddress, setAddingAddress] = useState(false);
  // A saved address being given a mobile number; the order can go to it with or without one.
  const [addingPhone, setAddingPhone] = useState<Address | null>(null);
  const [placing, setPlacing] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);
  const storeCredit = useStoreCredit().data;
  const [creditChosen, setCreditChosen] = useState(false);
  const creditBalance = storeCredit && Number(storeCredit.balance) > 0 ? storeCredit.balance : null;
  const useCredit = creditChosen && creditBalance !== null;

  const saved = addresses.data ?? [];
  // The default address is preselected until the shopper picks another.
  const addressId = saved.some((a) => a.id === chosenAddressId)
    ? chosenAddressId
    : saved.find((a) => a.isDefault)?.id;
  const chosenAddress = saved.find((a) => a.id === addressId);
  const delivery = useDeliveryCheck(chosenAddress?.postalCode);
  // An answer for another address (the one chosen before) says nothing about this one.
  const check = delivery.data?.pincode === chosenAddress?.postalCode.trim() ? delivery.data : undefined;
  const undeliverable = check && !check.serviceable ? notDelivered(check.pincode) : null;
  // Where the shop does not deliver at all, that one sentence says it; COD is not the question.
  const codOff = codUnavailable(codBlocked, check);
  // Where cash on delivery is not taken, the order is paid online whatever was picked before.
  const payWith: PaymentMethod = codOff && method === 'COD' ? 'ONLINE_PAYMENT' : method;
  const emptyCart = !cartLoading && !cart?.items.length && !placed && !placing && !redirecting;

  useEffect(() => {
    if (!emptyCart) return;
    const timer = setTimeout(() => navigateWhileHere('/cart', { replace: true }), EMPTY_CART_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [emptyCart, navigateWhileHere]);

  const leaveAfterOrder = useCallback(
    (to: string) => {
      void clearCart(queryClient);
      navigate(to);
    },
    [navigate, queryClient],
  );

  if (cartLoading && !placed) return <PageSpinner />;
  if (emptyCart) {
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center px-4 pt-24 pb-28">
        <p className="text-neutral-600">Your cart is empty. Redirecting...</p>
      </main>
    );
  }

  const saveAddress = (body: AddressBody) =>
    addAddress.mutate(
      { id: addingPhone?.id, body },
      {
        onSuccess: ({ address }) => {
          setChosenAddressId(address.id);
          setAddingAddress(false);
          setAddingPhone(null);
        },
      },
    );

  async function submit() {
    const address = chosenAddress;
    if (!address) {
      toast.error(ADDRESS_REQUIRED);
      return;
    }
    setPlacing(true);
    setLoading(true);
    try {
      const result = await placeOrder(address.id, payWith, useCredit);
      if (useCredit) void queryClient.invalidateQueries({ queryKey: storeCreditQueryKey });
      if (result.redirectUrl) {
        // Online payment: the cart is emptied by the server once the payment completes.
        setRedirecting(true);
        window.location.assign(result.redirectUrl);
      } else {
        setPlaced(result.order);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to place order.'));
    } finally {
      setPlacing(false);
      setLoading(false);
    }
  }

  // Once COD is chosen the shopper sees the fee and the total they will pay, before placing the order.
  const beforeCredit = withCodFee(cartAmounts(cart), payWith === 'COD' ? codFee : '0.00');
  const amounts = placed
    ? orderAmounts(placed)
    : useCredit
      ? withStoreCredit(beforeCredit, creditBalance)
      : beforeCredit;
  const summary = orderSummary(amounts);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-24 pb-28 sm:px-6">
      <header className="mb-8 border-b border-neutral-200 pb-5">
        <h1 className="font-display text-4xl font-semibold tracking-tight">Checkout</h1>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="space-y-6">
          <AddressStep
            addresses={saved}
            loading={addresses.isPending}
            selectedId={addressId}
            onSelect={setChosenAddressId}
            onAdd={() => setAddingAddress(true)}
            onAddPhone={setAddingPhone}
            delivery={check && <DeliveryNote check={check} />}
          />
          <ItemsStep items={cart?.items ?? []} />
          <PaymentStep
            method={payWith}
            codUnavailable={codOff}
            codFee={shownCodFee(codFee)}
            onChange={setMethod}
          >
            {creditBalance && !placed && (
              <StoreCreditChoice balance={creditBalance} checked={creditChosen} onChange={setCreditChosen} />
            )}
          </PaymentStep>
        </div>
        <OrderSummary
          titleId="checkout-summary-title"
          amounts={amounts}
          totalTestId="checkout-total"
          before={cart && !placed && <CouponField cart={cart} />}
        >
          <DockAction
            aside={
              <p>
                <span className="block text-xs text-neutral-600">{summary.toPay ? 'To pay' : 'Total'}</span>
                <span className="block text-base font-semibold">{summary.toPay ?? summary.total}</span>
              </p>
            }
          >
            <button
              type="button"
              onClick={submit}
              disabled={placing || redirecting || placed !== null || undeliverable !== null}
              aria-describedby={undeliverable ? 'checkout-undeliverable' : undefined}
              className="min-w-0 flex-1 lg:mt-6 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
            >
              <Lock className="size-4" aria-hidden />
              Place Order & Pay
            </button>
          </DockAction>
          {undeliverable && (
            <p id="checkout-undeliverable" role="alert" className="mt-3 text-center text-sm text-red-700">
              {undeliverable}
            </p>
          )}
          <p className="mt-3 text-center text-xs text-neutral-500">
            {redirecting ? 'Taking you to the payment page...' : 'Free shipping on every order.'}
          </p>
        </OrderSummary>
      </div>

      {(addingAddress || addingPhone) && (
        <AddressFormDialog
          address={addingPhone}
          focusPhone={addingPhone !== null}
          saving={addAddress.isPending}
          onSave={saveAddress}
          onClose={() => {
            setAddingAddress(false);
            setAddingPhone(null);
          }}
        />
      )}
      {placed && <OrderPlacedDialog order={placed} onLeave={leaveAfterOrder} />}
    </main>
  );
}
