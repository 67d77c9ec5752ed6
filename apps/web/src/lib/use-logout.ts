import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api';
import { useAuthStore } from './auth-store';

/**
 * Logout: the server revokes this session's token (so a copy of it is worthless too), then the token
 * and every cached answer of the old session are cleared and the shopper goes to /. Leaving does not
 * wait for the server: a failed call still signs the browser out.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useAuthStore((s) => s.signOut);
  return () => {
    void api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'company-details' });
    navigate('/');
  };
}
