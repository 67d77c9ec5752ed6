import {
  changePasswordBody,
  changePasswordResponse,
  profileResponse,
  updateProfileBody,
} from '@vastra/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, requireUser, sessionUser } from '../../lib/auth-guard';
import { MINUTE, tooManyAttempts } from '../../lib/rate-limit';
import { changePassword, updateProfile } from './service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wrong current passwords per user: a stolen token must not become a stolen account by guessing.
  const wrongPasswords = app.sharedState.failureCounter(
    'password-change',
    app.config.rateLimits.passwordChange,
    15 * MINUTE,
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user’s name, mobile and date of birth',
        body: updateProfileBody,
        response: { 200: profileResponse },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const user = await updateProfile(app.db, sessionUser(request).id, request.body);
      return { user, message: 'Profile updated successfully.' };
    },
  );

  app.put(
    '/users/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session ends, this one carries on',
        body: changePasswordBody,
        response: { 200: changePasswordResponse },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { id: userId, token } = sessionUser(request);
      const wait = await wrongPasswords.retryAfterSeconds(userId);
      if (wait > 0) throw tooManyAttempts(reply, wait);
      // Counted before the check, so parallel guesses are counted too; a success forgives it.
      await wrongPasswords.recordFailure(userId);
      await changePassword(app.db, userId, token.id, request.body);
      await wrongPasswords.reset(userId);
      return { message: 'Password changed successfully.', token: bearerToken(request) };
    },
  );
};
