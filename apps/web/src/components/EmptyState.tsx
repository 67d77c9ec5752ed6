import type { LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  message: string;
  /** A guest also gets a way to log in, and comes back here afterwards. */
  guest: boolean;
}

/** An empty shopper list (cart, wishlist) with a way back to the shop. */
export function EmptyState({ icon: Icon, title, message, guest }: EmptyStateProps) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-cream px-6 py-16 text-center">
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-white text-accent shadow-sm">
        <Icon className="size-7" strokeWidth={1.5} aria-hidden />
      </span>
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-sm text-neutral-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800"
        >
          Continue Shopping
        </Link>
        {guest && (
          <Link
            to="/login"
            state={{ from: location }}
            className="rounded-full border border-neutral-900 px-8 py-3 text-sm font-semibold tracking-wide hover:bg-neutral-900 hover:text-white"
          >
            Log in
          </Link>
        )}
      </div>
    </div>
  );
}
