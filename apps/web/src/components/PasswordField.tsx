import { TextField } from './TextField';

/**
 * A required password input: `current` for the password someone has, `new` for one being chosen,
 * so password managers fill and offer the right one.
 */
export function PasswordField({
  label,
  name,
  purpose,
  value,
  onChange,
  hint,
}: {
  label: string;
  name: string;
  purpose: 'current' | 'new';
  value: string;
  onChange(value: string): void;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={`${purpose}-password`}
      required
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
