import { Home, Search, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

/** The floating bar at the bottom: home, search and profile. */
export function BottomBar() {
  const navigate = useNavigate();
  return (
    <nav
      aria-label="Quick actions"
      className="fixed bottom-4 left-1/2 z-40 flex -translate-x-1/2 items-center gap-8 rounded-full bg-neutral-900/90 px-8 py-3 text-white shadow-lg backdrop-blur"
    >
      <Link to="/" aria-label="Home">
        <Home className="size-5" />
      </Link>
      <button type="button" aria-label="Search">
        <Search className="size-5" />
      </button>
      <button type="button" aria-label="Profile" onClick={() => navigate('/profile')}>
        <User className="size-5" />
      </button>
    </nav>
  );
}
