import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@vastra/contract/staff';
import { type StaffRole, staffRoleDescriptions, staffRoles } from '@vastra/contract/staff-permissions';
import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api';
import { useAuthStore } from '../../../lib/auth-store';
import { formStyles as f } from '../components/form-styles';
import { PageHeader } from '../components/PageHeader';
import { useErrorToast } from '../components/use-error-toast';
import { InviteStaffForm } from './InviteStaffForm';
import { changeRole, removeStaff, staffQueryKey, useStaff } from './staff-api';

/** The owner's team: who is on the staff with which role, invitations still open, and inviting more. */
export function StaffPage() {
  const { data, isPending, error } = useStaff();
  useErrorToast(error, 'Failed to load the staff.');
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.user?.id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffQueryKey });
  const role = useMutation({
    mutationFn: ({ id, staffRole }: { id: string; staffRole: StaffRole }) => changeRole(id, staffRole),
    onSuccess: async ({ staff }) => {
      toast.success(`${staff.firstName} is now ${staff.staffRole}.`);
      await refresh();
    },
    onError: async (failure) => {
      toast.error(errorMessage(failure, 'The role could not be changed.'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (member: StaffMember) => removeStaff(member.id),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await refresh();
    },
    onError: (failure) => toast.error(errorMessage(failure, 'They could not be taken off the staff.')),
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Staff"
        description="Everyone who can open the back office, and what each role may use. The server checks every call."
      />
      <section aria-label="Staff members" aria-busy={isPending} className="space-y-3">
        {isPending && <p className="text-sm text-neutral-500">Loading...</p>}
        {data?.staff.map((member) => (
          <article
            key={member.id}
            aria-label={`${member.firstName} ${member.lastName}`}
            className="flex flex-wrap items-center gap-4 rounded-xl border border-neutral-200 bg-white p-4"
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium text-neutral-900">
                {member.firstName} {member.lastName}
                {member.id === me && <span className="ml-2 text-xs text-neutral-500">(you)</span>}
              </p>
              <p className="truncate text-sm text-neutral-500">{member.email}</p>
              {member.invitationPending && (
                <p className="mt-1 text-xs font-medium text-amber-700">
                  Invitation sent, password not set yet
                </p>
              )}
            </div>
            <div className="flex min-w-0 flex-1 basis-64 items-center gap-2">
              <label htmlFor={`role-${member.id}`} className="sr-only">
                Role of {member.firstName} {member.lastName}
              </label>
              <select
                id={`role-${member.id}`}
                value={member.staffRole}
                disabled={role.isPending}
                onChange={(event) =>
                  role.mutate({ id: member.id, staffRole: event.target.value as StaffRole })
                }
                className={f.input}
              >
                {staffRoles.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(`Take ${member.firstName} ${member.lastName} off the staff?`))
                    remove.mutate(member);
                }}
                disabled={remove.isPending}
                aria-label={`Remove ${member.firstName} ${member.lastName} from the staff`}
                className={f.dangerIconButton}
              >
                <UserMinus className="size-4" aria-hidden />
              </button>
            </div>
            <p className="basis-full text-xs text-neutral-500">{staffRoleDescriptions[member.staffRole]}</p>
          </article>
        ))}
      </section>
      <InviteStaffForm />
    </div>
  );
}
