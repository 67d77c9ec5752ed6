import type { ChangePasswordResponse } from '@vastra/contract/users';
import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { PasswordField } from '../../components/PasswordField';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { AccountHeading, saveButton } from './AccountHeading';
import { useAccountForm } from './use-account-form';

// docs/product.md §5; literal rather than imported from the contract, which would pull zod into the bundle.
const PASSWORD_MIN_LENGTH = 6;
const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long.';

/**
 * CHANGE MY PASSWORD. The server ends every earlier session and answers with a fresh token,
 * which replaces the stored one so this tab stays signed in.
 */
export function ChangePasswordPage() {
  const [currentPassword, setCurrentPassword] = useState('');
  const chosen = useNewPassword();
  const { result, busy, submit } = useAccountForm(
    async () => {
      const { message, token } = await api<ChangePasswordResponse>('/users/change-password', {
        method: 'PUT',
        body: { currentPassword, newPassword: chosen.password },
      });
      const { user, signIn } = useAuthStore.getState();
      if (user) signIn(token, user);
      setCurrentPassword('');
      chosen.clear();
      return message;
    },
    () => (chosen.password.length < PASSWORD_MIN_LENGTH ? NEW_PASSWORD_TOO_SHORT : null),
  );

  return (
    <div>
      <AccountHeading title="CHANGE MY PASSWORD" />
      <form onSubmit={submit} className="max-w-md space-y-5">
        <FormAlert tone={result?.tone} message={result?.message ?? null} />
        <PasswordField
          label="Current password"
          name="currentPassword"
          purpose="current"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <NewPasswordFields
          chosen={chosen}
          label="New password"
          name="newPassword"
          hint="At least 6 characters. You will stay signed in here; other devices are signed out."
          confirm={false}
        />
        <button type="submit" disabled={busy} className={saveButton}>
          {busy ? 'SAVING...' : 'CHANGE PASSWORD'}
        </button>
      </form>
    </div>
  );
}
