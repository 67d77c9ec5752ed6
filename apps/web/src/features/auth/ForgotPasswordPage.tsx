import type { MessageBody } from '@vastra/contract/common';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { api, errorMessage } from '../../lib/api';
import { AuthCard, primaryButton, textLink } from './AuthCard';

const sendCode = (email: string) =>
  api<MessageBody>('/auth/forgot-password/request-otp', { method: 'POST', body: { email } });

/** Two steps (docs/product.md §4): ask for a one-time code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title="Forgot password"
      subtitle={
        email
          ? 'Enter the 6-digit code from your email and choose a new password.'
          : 'Enter the email of your account and we will send you a one-time code.'
      }
    >
      {email ? (
        <ResetStep email={email} onChangeEmail={() => setEmail(null)} />
      ) : (
        <RequestStep onSent={setEmail} />
      )}
      <p className="mt-8 border-t border-neutral-200 pt-6 text-center text-sm">
        <Link to="/login" className={`inline-flex items-center gap-2 tracking-wider ${textLink}`}>
          <ArrowLeft className="size-4" aria-hidden />
          BACK TO LOGIN
        </Link>
      </p>
    </AuthCard>
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setError(null);
    setBusy(true);
    try {
      const { message } = await sendCode(email.trim());
      toast.success(message);
      onSent(email.trim());
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send OTP'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <FormAlert message={error} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'SENDING...' : 'SEND OTP'}
      </button>
    </form>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const chosen = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const mismatch = chosen.mismatch();
    if (mismatch) {
      setError(mismatch);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await api<MessageBody>('/auth/forgot-password/reset', {
        method: 'POST',
        body: { email, otp: otp.trim(), newPassword: chosen.password },
      });
      toast.success(`${message} Please log in.`);
      navigate('/login');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to reset password'));
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      toast.success((await sendCode(email)).message);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to send OTP'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5">
      <p className="rounded-lg bg-cream px-4 py-3 text-sm text-neutral-700">
        Code sent to <span className="font-semibold text-neutral-900">{email}</span>.{' '}
        <button type="button" onClick={onChangeEmail} className={textLink}>
          Use another email
        </button>
      </p>
      <FormAlert message={error} />
      <TextField
        label="One-time code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        title="The 6-digit code from the email"
        required
        autoFocus
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
      />
      <NewPasswordFields chosen={chosen} label="New password" name="newPassword" confirm />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'RESETTING...' : 'RESET PASSWORD'}
      </button>
      <p className="text-center text-sm text-neutral-600">
        Didn’t get the code?{' '}
        <button type="button" onClick={resend} className={textLink}>
          Send it again
        </button>
      </p>
    </form>
  );
}
