import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteStaffBody } from '@vastra/contract/staff';
import { staffRoleDescriptions, staffRoles } from '@vastra/contract/staff-permissions';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { formStyles as f } from '../components/form-styles';
import { inviteStaff, staffQueryKey } from './staff-api';

const blank: InviteStaffBody = { firstName: '', lastName: '', email: '', staffRole: 'CATALOGUE' };

/** The owner invites someone by mail with a role; the server checks every field and says which. */
export function InviteStaffForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<InviteStaffBody>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: async ({ message }) => {
      toast.success(message);
      setDraft(blank);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      toast.error(errorMessage(error, 'The invitation could not be sent.'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(draft);
  };
  const field = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text') => (
    <div>
      <label htmlFor={`${id}-${name}`} className={f.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        onChange={(event) => {
          setDraft({ ...draft, [name]: event.target.value });
          setErrors(({ [name]: _gone, ...rest }) => rest);
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={f.input}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={f.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-neutral-900">
        Invite staff
      </h2>
      <p className="mt-1 text-sm text-neutral-500">
        They get a mail with a link to set their password, then sign in with their email.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
        {field('email', 'Email', 'email')}
        <div>
          <label htmlFor={`${id}-role`} className={f.label}>
            Role
          </label>
          <select
            id={`${id}-role`}
            value={draft.staffRole}
            onChange={(event) =>
              setDraft({ ...draft, staffRole: event.target.value as InviteStaffBody['staffRole'] })
            }
            className={f.input}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {role}: {staffRoleDescriptions[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={invite.isPending} className={f.primaryButton}>
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </button>
        </div>
      </form>
    </section>
  );
}
