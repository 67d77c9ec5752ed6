import { idParams, messageBody } from '@vastra/contract/common';
import {
  acceptInvitationBody,
  inviteStaffBody,
  staffList,
  staffMemberResponse,
  updateStaffBody,
} from '@vastra/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, sessionUser } from '../../lib/auth-guard';
import { attemptLimit, enableRateLimits, MINUTE } from '../../lib/rate-limit';
import { acceptInvitation } from './accept-invitation';
import { mailInvitation } from './invitation-mail';
import { changeStaffRole, inviteStaff, listStaff, removeStaff } from './service';

/** The owner's Staff screen, and the page where an invited member sets their password. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableRateLimits(app);
  const mail = { mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl };
  const ownerOnly = requireStaff('staff');

  app.get(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop’s staff, with their roles (owner)',
        response: { 200: staffList },
      },
      onRequest: ownerOnly,
    },
    async () => ({ staff: await listStaff(app.db) }),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite someone to the staff by mail, with a role (owner)',
        body: inviteStaffBody,
        response: { 201: staffMemberResponse },
      },
      onRequest: ownerOnly,
    },
    async (request, reply) => {
      const invited = await inviteStaff(app.db, sessionUser(request).id, request.body);
      await mailInvitation(mail, invited);
      return reply
        .status(201)
        .send({ staff: invited.member, message: `Invitation sent to ${invited.member.email}.` });
    },
  );

  app.put(
    '/admin/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a member of staff another role; the last owner stays owner (owner)',
        params: idParams,
        body: updateStaffBody,
        response: { 200: staffMemberResponse },
      },
      onRequest: ownerOnly,
    },
    async (request) => ({
      staff: await changeStaffRole(app.db, request.params.id, request.body.staffRole),
      message: 'Role changed.',
    }),
  );

  app.delete(
    '/admin/staff/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take someone off the staff: their account stays a customer’s (owner)',
        params: idParams,
        response: { 200: messageBody },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const removed = await removeStaff(app.db, request.params.id);
      return { message: `${removed.firstName} ${removed.lastName} is no longer on the staff.` };
    },
  );

  app.post(
    '/staff/invitations/accept',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set an invited member’s password from the invitation link’s token',
        body: acceptInvitationBody,
        response: { 200: messageBody },
      },
      preHandler: attemptLimit(app, 'staff-invitation-ip', 20, 10 * MINUTE, (request) => request.ip),
    },
    async (request) => {
      const email = await acceptInvitation(app.db, request.body.token, request.body.password);
      return { message: `Your password is set. Sign in with ${email}.` };
    },
  );
};
