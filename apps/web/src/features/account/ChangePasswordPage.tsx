import type { ChangePasswordResponse } from '@vastra/contract/users';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { api, errorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { AccountHeading, saveButton } from './AccountHeading';

// SPEC.md §5; literal rather than imported from the contract, which would pull zod into the bundle.
const PASSWORD_MIN_LENGTH = 6;
const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long.';

/**
 * CHANGE MY PASSWORD. The server ends every earlier session and answers with a fresh token,
 * which replaces the stored one so this tab stays signed in.
 */
export function ChangePasswordPage() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setResult({ tone: 'error', message: NEW_PASSWORD_TOO_SHORT });
      return;
    }
    setResult(null);
    setBusy(true);
    try {
      const { message, token } = await api<ChangePasswordResponse>('/users/change-password', {
        method: 'PUT',
        body: { currentPassword, newPassword },
      });
      const { user, signIn } = useAuthStore.getState();
      if (user) signIn(token, user);
      setCurrentPassword('');
      setNewPassword('');
      setResult({ tone: 'success', message });
    } catch (failure) {
      setResult({ tone: 'error', message: errorMessage(failure, 'An unexpected error occurred.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <AccountHeading title="CHANGE MY PASSWORD" />
      <form onSubmit={submit} className="max-w-md space-y-5">
        <FormAlert tone={result?.tone} message={result?.message ?? null} />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters. You will stay signed in here; other devices are signed out."
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <button type="submit" disabled={busy} className={saveButton}>
          {busy ? 'SAVING...' : 'CHANGE PASSWORD'}
        </button>
      </form>
    </div>
  );
}
