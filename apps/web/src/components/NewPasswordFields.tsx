import { useState } from 'react';
import { PasswordField } from './PasswordField';

/** docs/product.md §5's sentence when the two typings differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** A password being chosen, and (where the screen asks for it) the same typed again. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    /** The sentence to show when the two differ, else null. */
    mismatch: () => (password === confirmation ? null : PASSWORDS_DO_NOT_MATCH),
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}

interface NewPasswordFieldsProps {
  chosen: ReturnType<typeof useNewPassword>;
  /** "Password" or "New password". */
  label: string;
  name: string;
  hint?: string;
  /** Whether the screen asks for the password twice ("Confirm password"). */
  confirm: boolean;
}

/** The new password field, marked as one being chosen, and its confirmation where the screen has one. */
export function NewPasswordFields({ chosen, label, name, hint, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        purpose="new"
        hint={hint}
        value={chosen.password}
        onChange={chosen.setPassword}
      />
      {confirm && (
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          purpose="new"
          value={chosen.confirmation}
          onChange={chosen.setConfirmation}
        />
      )}
    </>
  );
}
