import { Link, useNavigate } from 'react-router';
import { isAdmin, useAuthStore } from '../lib/auth-store';

export function NotFoundPage() {
  const navigate = useNavigate();
  const admin = useAuthStore((s) => isAdmin(s.user));
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-6 pt-28 pb-24 text-center">
      <p className="font-display text-8xl font-semibold tracking-tight text-accent">404</p>
      <h1 className="font-display text-4xl font-semibold">Page Not Found</h1>
      <p className="max-w-md text-neutral-600">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex h-11 items-center rounded-full border border-neutral-900 px-6 text-sm font-medium hover:bg-neutral-100"
        >
          Go Back
        </button>
        {admin ? (
          <Link
            to="/admin/dashboard"
            className="inline-flex h-11 items-center rounded-full bg-neutral-900 px-6 text-sm font-medium text-white"
          >
            Go to Dashboard
          </Link>
        ) : (
          <Link
            to="/"
            className="inline-flex h-11 items-center rounded-full bg-neutral-900 px-6 text-sm font-medium text-white"
          >
            Go to Homepage
          </Link>
        )}
      </div>
    </main>
  );
}
