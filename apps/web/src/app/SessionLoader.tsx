import type { User } from '@vastra/contract/users';
import { useEffect } from 'react';
import { api } from '../lib/api';
import { useAuthStore } from '../lib/auth-store';

/** At start, a stored token is checked with GET /auth/me; on failure the token and user are cleared. */
export function SessionLoader() {
  const token = useAuthStore((s) => s.token);
  const status = useAuthStore((s) => s.status);
  const finishChecking = useAuthStore((s) => s.finishChecking);

  useEffect(() => {
    if (status !== 'checking' || !token) return;
    let cancelled = false;
    api<{ user: User }>('/auth/me')
      .then(({ user }) => !cancelled && finishChecking(user))
      .catch(() => !cancelled && finishChecking(null));
    return () => {
      cancelled = true;
    };
  }, [token, status, finishChecking]);

  return null;
}
