import type { ProfileResponse } from '@vastra/contract/users';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '../../components/TextField';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';

/**
 * The profile's mobile: "Verified", or a control that sends a code to it by SMS and takes the code
 * back (docs/api.md §14), so the shopper can then sign in with the number.
 */
export function VerifyMobile({ verified }: { verified: boolean }) {
  const setUser = useAuthStore((s) => s.setUser);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (verified) {
    return (
      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
        Verified
      </span>
    );
  }

  async function run(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.errors ?? {})[0] ?? errorMessage(failure, fallback))
          : fallback,
      );
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      const answer = await api<{ message: string }>('/users/profile/mobile/request-otp', {
        method: 'POST',
        body: {},
      });
      toast.success(answer.message);
      setSent(true);
    }, 'Failed to send the code.');

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    return run(async () => {
      const answer = await api<ProfileResponse>('/users/profile/mobile/verify', {
        method: 'POST',
        body: { otp },
      });
      setUser(answer.user);
      toast.success(answer.message);
    }, 'Failed to verify the number.');
  };

  if (!sent) {
    return (
      <span className="ml-2 inline-flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={sendCode}
          disabled={busy}
          className="min-h-8 rounded-full border border-neutral-900 px-3 text-xs font-semibold tracking-wider hover:bg-neutral-900 hover:text-white disabled:opacity-50"
        >
          {busy ? 'Sending...' : 'Verify mobile'}
        </button>
        {error && <span className="text-sm text-red-600">{error}</span>}
      </span>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="mt-3 flex flex-wrap items-end gap-3">
      <TextField
        label="Code sent by SMS"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        className="w-44"
        required
        autoFocus
      />
      <button
        type="submit"
        disabled={busy}
        className="h-11 rounded-full bg-neutral-900 px-5 text-xs font-semibold tracking-wider text-white disabled:opacity-50"
      >
        {busy ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
