import type { RegisterResponse } from '@vastra/contract/auth';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useGlobalLoading } from '../../lib/global-loading';
import { useFormFields } from '../../lib/use-form-fields';
import { useNavigateWhileHere } from '../../lib/use-navigate-while-here';
import { AuthCard, primaryButton, textLink } from './AuthCard';
import {
  emptyRegistration,
  type RegistrationForm,
  registrationPayload,
  registrationProblem,
} from './registration';

/** docs/product.md §9: the pause between a successful registration and the login page. */
const REGISTER_REDIRECT_DELAY_MS = 1000;

/** Create a customer account, then go to /login. */
export function RegisterPage() {
  const navigate = useNavigateWhileHere();
  const setLoading = useGlobalLoading((s) => s.setLoading);
  const { form, field: textField } = useFormFields<RegistrationForm>(emptyRegistration);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof RegistrationForm) => ({ ...textField(name), error: fieldErrors[name] });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const problem = registrationProblem(form);
    if (problem) {
      window.alert(problem);
      setError(problem);
      return;
    }
    setError(null);
    setFieldErrors({});
    setBusy(true);
    setLoading(true);
    try {
      const { message } = await api<RegisterResponse>('/auth/register', {
        method: 'POST',
        body: registrationPayload(form),
      });
      toast.success(message);
      setTimeout(() => navigate('/login'), REGISTER_REDIRECT_DELAY_MS);
    } catch (failure) {
      setError(errorMessage(failure, 'Registration failed.'));
      if (failure instanceof ApiError && failure.errors) setFieldErrors(failure.errors);
      setBusy(false);
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Create account" subtitle="Join to save your wishlist, addresses and orders.">
      <form onSubmit={submit} className="space-y-5">
        <FormAlert message={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField label="Username" autoComplete="username" required {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          {...field('password')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Mobile (optional)" type="tel" autoComplete="tel" {...field('mobile')} />
          <TextField
            label="Date of birth (optional)"
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            {...field('dob')}
          />
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'CREATING ACCOUNT...' : 'CREATE ACCOUNT'}
        </button>
      </form>
      <p className="mt-8 border-t border-neutral-200 pt-6 text-center text-sm text-neutral-600">
        Already have an account?{' '}
        <Link to="/login" className={textLink}>
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
