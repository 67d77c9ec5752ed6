import type { AuthResponse } from '@vastra/contract/auth';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { useNavigateWhileHere } from '../../lib/use-navigate-while-here';
import { primaryButton, textLink } from './AuthCard';
import { LOGIN_REDIRECT_DELAY_MS, useAfterLogin } from './after-login';

/**
 * Sign in (or up) with a mobile number and the 6-digit code sent to it by SMS (docs/api.md §14). A new
 * number is asked for a name, and optionally an email, once the code is in.
 */
export function MobileSignIn() {
  const navigate = useNavigateWhileHere();
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const afterLogin = useAfterLogin();
  const [mobile, setMobile] = useState<string | null>(null);
  const [newNumber, setNewNumber] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function call<T>(work: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      return await work();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      if (failure instanceof ApiError && failure.errors) setFieldErrors(failure.errors);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('mobile') ?? '').trim();
    const sent = await call(
      () => api<{ message: string }>('/auth/otp/request', { method: 'POST', body: { mobile: typed } }),
      'Failed to send the code.',
    );
    if (!sent) return;
    toast.success(sent.message);
    setMobile(typed);
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body = {
      mobile,
      otp: text('otp'),
      ...(newNumber && { firstName: text('firstName'), lastName: text('lastName'), email: text('email') }),
    };
    let askedForNames = false;
    const session = await call(async () => {
      try {
        return await api<AuthResponse>('/auth/otp/verify', { method: 'POST', body });
      } catch (failure) {
        // A new number: the code was right and the shop needs a name to make the account.
        if (!newNumber && failure instanceof ApiError && failure.errors?.firstName) {
          askedForNames = true;
        }
        throw failure;
      }
    }, 'Login failed.');
    if (askedForNames) {
      setNewNumber(true);
      setFieldErrors({});
      setError('Welcome! Please tell us your name to create your account.');
      return;
    }
    if (!session) return;
    signIn(session.token, session.user);
    toast.success(`Welcome, ${session.user.firstName}!`);
    const next = await afterLogin(session.user, location.state);
    setTimeout(() => navigate(next, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  }

  if (mobile === null) {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-5" aria-label="Sign in with mobile">
        <FormAlert message={error} />
        <TextField
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          error={fieldErrors.mobile}
          required
          autoFocus
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'SENDING...' : 'SEND CODE'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="space-y-5" aria-label="Enter the code">
      <FormAlert message={error} />
      <p className="text-sm text-neutral-600">
        We sent a 6-digit code to <span className="font-semibold">{mobile}</span>.{' '}
        <button
          type="button"
          className={`${textLink} inline-flex min-h-6 items-center`}
          onClick={() => {
            setMobile(null);
            setNewNumber(false);
            setError(null);
          }}
        >
          Change number
        </button>
      </p>
      <TextField
        label="6-digit code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldErrors.otp}
        required
        autoFocus
      />
      {newNumber && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              error={fieldErrors.firstName}
              required
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              error={fieldErrors.lastName}
              required
            />
          </div>
          <TextField
            label="Email (optional)"
            name="email"
            type="email"
            autoComplete="email"
            error={fieldErrors.email}
          />
        </>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'VERIFYING...' : newNumber ? 'CREATE ACCOUNT' : 'VERIFY'}
      </button>
    </form>
  );
}
