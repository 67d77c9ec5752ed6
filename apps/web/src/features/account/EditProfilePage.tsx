import type { ProfileResponse } from '@vastra/contract/users';
import { useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { PageSpinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { useFormFields } from '../../lib/use-form-fields';
import { AccountHeading, saveButton } from './AccountHeading';
import { type ProfileForm, profileForm, profilePayload } from './profile-form';
import { useAccountForm } from './use-account-form';

/** EDIT PROFILE: names, mobile and date of birth; the server's answer is shown on the page. */
export function EditProfilePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <PageSpinner />;
  return (
    <EditProfileForm
      initial={profileForm(user)}
      email={user.email}
      username={user.username}
      whatsappOptIn={user.whatsappOptIn === true}
    />
  );
}

function EditProfileForm({
  initial,
  email,
  username,
  whatsappOptIn,
}: {
  initial: ProfileForm;
  email: string;
  username: string;
  whatsappOptIn: boolean;
}) {
  const setUser = useAuthStore((s) => s.setUser);
  const { form, field } = useFormFields(initial);
  const [whatsapp, setWhatsapp] = useState(whatsappOptIn);

  const { result, busy, submit } = useAccountForm(async () => {
    const { user, message } = await api<ProfileResponse>('/users/profile', {
      method: 'PUT',
      // Sent only when changed: the shop records when and where the shopper agreed.
      body: { ...profilePayload(form), ...(whatsapp !== whatsappOptIn && { whatsappOptIn: whatsapp }) },
    });
    setUser(user);
    return message;
  });

  return (
    <div>
      <AccountHeading title="EDIT PROFILE" />
      <form onSubmit={submit} className="max-w-xl space-y-5">
        <FormAlert tone={result?.tone} message={result?.message ?? null} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <TextField label="Mobile (optional)" type="tel" autoComplete="tel" {...field('mobile')} />
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={whatsapp}
            onChange={(event) => setWhatsapp(event.target.checked)}
            className="size-5 accent-neutral-900"
          />
          Send my order updates on WhatsApp
        </label>
        <TextField
          label="Date of birth (optional)"
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          {...field('dob')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email address"
            value={email}
            disabled
            readOnly
            hint="Your email cannot be changed."
          />
          <TextField label="Username" value={username} disabled readOnly />
        </div>
        <button type="submit" disabled={busy} className={saveButton}>
          {busy ? 'SAVING...' : 'SAVE CHANGES'}
        </button>
      </form>
    </div>
  );
}
