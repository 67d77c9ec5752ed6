import type { UserType } from '@vastra/contract/users';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { useAuthStore } from '../../lib/auth-store';

/**
 * Guarded routes (docs/product.md §2): a spinner while the session is verified, anonymous visitors to /login
 * (remembering where they were going), a user of another type to /.
 */
export function RequireRole({ allowed, children }: { allowed: UserType[]; children: ReactNode }) {
  const { status, user } = useAuthStore();
  const location = useLocation();
  if (status === 'checking') return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!allowed.includes(user.userType)) return <Navigate to="/" replace />;
  return children;
}
