import { Home, Search, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { useLoginRequired } from '../../../lib/login-required';

const button =
  'flex size-11 items-center justify-center rounded-full transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/**
 * The floating bar at the bottom: home, search, and profile (a guest is asked to log in first). On a
 * phone it is the dock's bottom band, full width and opaque, with a screen's main action docked on top
 * of it (components/DockAction.tsx); on a wide screen a small rail in the bottom-right corner, beside
 * the page rather than over its middle.
 */
export function BottomBar({ onSearch }: { onSearch(): void }) {
  const navigate = useNavigate();
  // A stored token still being verified counts: the profile route's guard waits for it.
  const signedIn = useAuthStore((s) => s.token !== null);
  const showLoginRequired = useLoginRequired((s) => s.show);
  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[calc(3.5rem+env(safe-area-inset-bottom))] items-start justify-around bg-neutral-950 px-6 pt-1.5 pb-[env(safe-area-inset-bottom)] text-white lg:inset-x-auto lg:right-4 lg:bottom-4 lg:h-auto lg:flex-col lg:gap-1 lg:rounded-full lg:bg-neutral-950/90 lg:p-1.5 lg:shadow-[0_10px_30px_-10px_rgba(0,0,0,0.6)] lg:ring-1 lg:ring-white/10"
    >
      <Link to="/" aria-label="Home" className={button}>
        <Home className="size-5" aria-hidden />
      </Link>
      <button type="button" aria-label="Search" onClick={onSearch} className={button}>
        <Search className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        aria-label="Profile"
        onClick={() => (signedIn ? navigate('/profile') : showLoginRequired())}
        className={button}
      >
        <User className="size-5" aria-hidden />
      </button>
    </nav>
  );
}
