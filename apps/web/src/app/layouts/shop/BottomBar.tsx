import { Home, Search, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { useLoginRequired } from '../../../lib/login-required';

const button =
  'flex size-11 items-center justify-center rounded-full transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** The floating bar at the bottom: home, search, and profile (a guest is asked to log in first). */
export function BottomBar({ onSearch }: { onSearch(): void }) {
  const navigate = useNavigate();
  // A stored token still being verified counts: the profile route's guard waits for it.
  const signedIn = useAuthStore((s) => s.token !== null);
  const showLoginRequired = useLoginRequired((s) => s.show);
  return (
    <nav
      aria-label="Quick actions"
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-1/2 z-40 flex -translate-x-1/2 items-center gap-4 rounded-full bg-neutral-950/90 px-3 py-1.5 text-white shadow-[0_10px_30px_-10px_rgba(0,0,0,0.6)] ring-1 ring-white/10"
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
