import type { MessageBody } from '@vastra/contract/common';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { api, errorMessage } from '../../lib/api';
import { AuthCard, primaryButton, textLink } from './AuthCard';

/** Where the invitation mail's link leads: the new member of staff sets their password, once. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const chosen = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server says what a password needs; the page only makes sure it was typed twice alike.
    const mismatch = chosen.mismatch();
    if (mismatch) {
      setError(mismatch);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await api<MessageBody>('/staff/invitations/accept', {
        method: 'POST',
        body: { token, password: chosen.password },
      });
      toast.success(message);
      navigate('/login');
    } catch (failure) {
      setError(errorMessage(failure, 'Your password could not be set.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Join the staff" subtitle="Choose the password you will sign in with.">
      {token ? (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <NewPasswordFields chosen={chosen} label="Password" name="password" confirm />
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'SAVING...' : 'SET PASSWORD'}
          </button>
        </form>
      ) : (
        <FormAlert message="This invitation link is not valid. Ask the shop’s owner to invite you again." />
      )}
      <p className="mt-8 border-t border-neutral-200 pt-6 text-center text-sm">
        <Link to="/login" className={`tracking-wider ${textLink}`}>
          BACK TO LOGIN
        </Link>
      </p>
    </AuthCard>
  );
}
