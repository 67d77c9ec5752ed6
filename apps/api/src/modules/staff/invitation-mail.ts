import type { StaffRole } from '@vastra/contract/staff-permissions';
import { staffRoleDescriptions } from '@vastra/contract/staff-permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mail';
import type { Invited } from './service';

export interface InvitationMailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const roleLine = (role: StaffRole) => `Your role: ${role} (${staffRoleDescriptions[role].toLowerCase()}).`;

/**
 * Mails the new member their link to set a password, or, for someone who already had an account,
 * that they now have the back office. A mail that fails is logged: the owner can invite again.
 */
export async function mailInvitation(ctx: InvitationMailContext, invited: Invited): Promise<void> {
  const { member } = invited;
  const text = invited.hadAccount
    ? [
        `Hello ${member.firstName},`,
        '',
        'You have been added to the shop’s staff. Sign in with your account as always, and the back office opens.',
        roleLine(member.staffRole),
        '',
        `${ctx.publicUrl}/login`,
      ]
    : [
        `Hello ${member.firstName},`,
        '',
        'You have been invited to join the shop’s staff. Set your password with this link (it works for 7 days):',
        '',
        `${ctx.publicUrl}/staff/accept?token=${encodeURIComponent(invited.token)}`,
        '',
        roleLine(member.staffRole),
        `Then sign in with ${member.email}.`,
      ];
  try {
    await ctx.mailer.send({
      to: member.email,
      subject: invited.hadAccount ? 'You have been added to the staff' : 'You are invited to join the staff',
      text: text.join('\n'),
    });
  } catch (error) {
    ctx.log.error({ err: error, userId: member.id }, 'staff invitation could not be mailed');
  }
}
