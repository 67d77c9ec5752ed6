import { ShoppingBag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ItemPicture } from '../../components/ItemPicture';
import { useCartDrawer } from '../../lib/cart-drawer';
import { useCart } from '../../lib/cart-query';
import { linePrice } from '../../lib/cart-summary';
import { formatRupees } from '../../lib/format';

const SLIDE_MS = 300;

/**
 * The cart drawer (docs/product.md §2): slides in from the right after an item is added, lists the cart
 * with its subtotal (the total, after an offer code) and leads to /cart. It closes on the overlay, Escape or the close button.
 * It is only in the page while open or sliding out, so its texts never stand beside the page's own.
 */
export function CartDrawer() {
  const open = useCartDrawer((s) => s.open);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setMounted(false), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return mounted ? <CartDrawerPanel open={open} /> : null;
}

function CartDrawerPanel({ open }: { open: boolean }) {
  const close = useCartDrawer((s) => s.closeDrawer);
  const { data: cart } = useCart();
  const closeButton = useRef<HTMLButtonElement>(null);
  // Starts off-screen and slides in on the next frame, so the transition has somewhere to start.
  const [slidIn, setSlidIn] = useState(false);
  const shown = open && slidIn;
  const items = cart?.items ?? [];

  useEffect(() => {
    const frame = requestAnimationFrame(() => setSlidIn(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (!open) return;
    // Focus goes back to what opened the drawer (the button that added the item) once it closes.
    const opener =
      useCartDrawer.getState().opener ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    // The page behind stays where it is while the drawer is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, close]);

  return (
    <div className={`fixed inset-0 z-[70] ${open ? '' : 'pointer-events-none'}`} inert={!open}>
      <button
        type="button"
        aria-label="Close cart"
        tabIndex={-1}
        onClick={close}
        className={`absolute inset-0 cursor-default bg-black/40 backdrop-blur-[1px] transition-opacity duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`}
      />
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        className={`absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-300 ease-out ${shown ? 'translate-x-0' : 'translate-x-full'}`}
      >
        <header className="flex items-center justify-between border-b border-neutral-200 px-6 py-5">
          <h2 id="cart-drawer-title" className="font-display text-2xl font-semibold">
            Shopping Cart ({cart?.count ?? 0})
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label="Close cart drawer"
            className="rounded-full p-2 text-neutral-500 transition hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X className="size-5" aria-hidden />
          </button>
        </header>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
            <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-cream text-accent">
              <ShoppingBag className="size-7" strokeWidth={1.5} aria-hidden />
            </span>
            <p className="font-display text-xl font-semibold">Your cart is empty</p>
            <p className="mt-2 text-sm text-neutral-600">Looks like you haven't added anything yet.</p>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-neutral-100 overflow-y-auto px-6">
              {items.map((item) => (
                <li key={item.id} className="flex gap-4 py-4">
                  <Link to={`/product/${item.product.id}`} onClick={close} className="w-20 shrink-0">
                    <ItemPicture image={item.product.images[0]} name={item.product.name} sizes="80px" />
                  </Link>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-medium text-neutral-900">{item.product.name}</p>
                    <p className="mt-1 text-neutral-500">
                      {item.product.variant.color} / {item.product.variant.size}
                    </p>
                    <p className="mt-1 text-neutral-500">Qty: {item.quantity}</p>
                    {!item.available && (
                      <p className="mt-1 text-xs text-red-700">Not available as it stands</p>
                    )}
                  </div>
                  <p className="shrink-0 text-sm font-semibold">{linePrice(item)}</p>
                </li>
              ))}
            </ul>
            <footer className="border-t border-neutral-200 px-6 py-5">
              {cart?.coupon && (
                <p className="mb-1 flex justify-between gap-3 text-sm wrap-anywhere text-emerald-700">
                  <span>Discount ({cart.coupon.code})</span>
                  <span data-testid="drawer-discount">- {formatRupees(cart.coupon.discount)}</span>
                </p>
              )}
              <p className="flex items-center justify-between text-base font-semibold">
                <span>{cart?.coupon ? 'Total' : 'Subtotal'}</span>
                <span data-testid="drawer-subtotal">{formatRupees(cart?.total ?? '0')}</span>
              </p>
              <p className="mt-1 text-xs text-neutral-500">Shipping is free. Taxes included.</p>
              <Link
                to="/cart"
                onClick={close}
                className="mt-5 flex h-12 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold tracking-wider text-white transition hover:bg-neutral-800"
              >
                View Cart & Checkout
              </Link>
            </footer>
          </>
        )}
      </section>
    </div>
  );
}
