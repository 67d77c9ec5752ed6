import type { RegisterBody } from '@vastra/contract/auth';

// docs/product.md §5; literal rather than imported from the contract, which would pull zod into the bundle.
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';

export type RegistrationForm = Required<{ [K in keyof RegisterBody]: string }>;

export const emptyRegistration: RegistrationForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  mobile: '',
  dob: '',
};

/** The browser's own check before sending (docs/product.md §5); null when the form may be sent. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (form.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** POST /auth/register's body: trimmed, with an empty mobile or date of birth left out. */
export function registrationPayload(form: RegistrationForm): RegisterBody {
  const body: RegisterBody = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    password: form.password,
  };
  if (form.mobile.trim()) body.mobile = form.mobile.trim();
  if (form.dob) body.dob = form.dob;
  return body;
}
