import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';

/** Logout: clear the token and every cached answer of the old session, then go to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useAuthStore((s) => s.signOut);
  return () => {
    signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'company-details' });
    navigate('/');
  };
}
