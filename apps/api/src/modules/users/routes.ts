import {
  changePasswordBody,
  changePasswordResponse,
  profileResponse,
  updateProfileBody,
} from '@vastra/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { changePassword, updateProfile } from './service';

const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user’s name, mobile and date of birth',
        security,
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
        summary: 'Change the password; tokens issued before it stop working',
        security,
        body: changePasswordBody,
        response: { 200: changePasswordResponse },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const token = await changePassword(app.db, app.config.jwtSecret, sessionUser(request).id, request.body);
      return { message: 'Password changed successfully.', token };
    },
  );
};
