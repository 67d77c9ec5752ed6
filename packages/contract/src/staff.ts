import { z } from 'zod';
import { email } from './auth';
import { isoDateTime, uuid } from './common';
import { staffRoles } from './staff-permissions';
import { firstName, lastName, PASSWORD_TOO_SHORT, password } from './users';

export const staffRole = z.enum(staffRoles, { error: 'Please choose a role.' });

/** A member of the shop's staff as the owner's Staff screen lists them. */
export const staffMember = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  staffRole,
  /** True until the member has set a password from the invitation mail. */
  invitationPending: z.boolean(),
  createdAt: isoDateTime,
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffList = z.object({ staff: z.array(staffMember) });
export type StaffList = z.infer<typeof staffList>;

/** POST /admin/staff: the owner invites someone by mail, with a role. */
export const inviteStaffBody = z.object({ firstName, lastName, email, staffRole });
export type InviteStaffBody = z.input<typeof inviteStaffBody>;

/** PUT /admin/staff/{id}: another role. */
export const updateStaffBody = z.object({ staffRole });
export type UpdateStaffBody = z.input<typeof updateStaffBody>;

export const staffMemberResponse = z.object({ staff: staffMember, message: z.string() });
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>;

/** POST /staff/invitations/accept: the link's token and the member's new password. */
export const acceptInvitationBody = z.object({
  token: z
    .string({ error: 'This invitation link is not valid.' })
    .min(1, 'This invitation link is not valid.'),
  password: password(PASSWORD_TOO_SHORT),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

export const INVITATION_INVALID = 'This invitation link has expired or was already used.';
export const LAST_OWNER = 'The shop must keep at least one owner.';
export const ALREADY_STAFF = 'This person is already on the staff.';
