import type { AuthResponse } from '@vastra/contract/auth';
import { LOGIN_FIELDS_REQUIRED } from '@vastra/contract/messages';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { api, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { useGlobalLoading } from '../../lib/global-loading';
import { useNavigateWhileHere } from '../../lib/use-navigate-while-here';
import { AuthCard, primaryButton, textLink } from './AuthCard';
import { LOGIN_REDIRECT_DELAY_MS, useAfterLogin } from './after-login';
import { MobileSignIn } from './MobileSignIn';

/** Sign in with an email or username; admins land on the dashboard, shoppers go back where they were. */
export function LoginPage() {
  const navigate = useNavigateWhileHere();
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const afterLogin = useAfterLogin();
  const setLoading = useGlobalLoading((s) => s.setLoading);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [byMobile, setByMobile] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the inputs themselves: what is on screen is what is sent, whatever drew the form.
    const typed = new FormData(event.currentTarget);
    const identifier = String(typed.get('identifier') ?? '').trim();
    const password = String(typed.get('password') ?? '');
    if (!identifier || !password) {
      setError(LOGIN_FIELDS_REQUIRED);
      return;
    }
    setError(null);
    setBusy(true);
    setLoading(true);
    try {
      const { token, user } = await api<AuthResponse>('/auth/login', {
        method: 'POST',
        body: { identifier, password },
      });
      signIn(token, user);
      toast.success(`Welcome back, ${user.firstName}!`);
      const next = await afterLogin(user, location.state);
      setTimeout(() => navigate(next, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed.'));
      setBusy(false);
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Login" subtitle="Welcome back. Sign in to shop, track orders and save addresses.">
      {byMobile ? (
        <MobileSignIn />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <TextField label="Email or username" name="identifier" autoComplete="username" required autoFocus />
          <div>
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div className="mt-2 text-right text-sm">
              <Link to="/forgot-password" className={textLink}>
                Forgot password?
              </Link>
            </div>
          </div>
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'SIGNING IN...' : 'LOGIN'}
          </button>
        </form>
      )}
      <div className="mt-5 flex items-center gap-3 text-xs tracking-wider text-neutral-500 uppercase">
        <span className="h-px flex-1 bg-neutral-200" />
        or
        <span className="h-px flex-1 bg-neutral-200" />
      </div>
      <button
        type="button"
        onClick={() => setByMobile((shown) => !shown)}
        className="mt-5 h-11 w-full rounded-full border border-neutral-900 text-sm font-semibold tracking-wider hover:bg-neutral-900 hover:text-white"
      >
        {byMobile ? 'Sign in with email or username' : 'Sign in with mobile'}
      </button>
      <p className="mt-8 border-t border-neutral-200 pt-6 text-center text-sm text-neutral-600">
        New here?{' '}
        <Link to="/register" className={textLink}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
