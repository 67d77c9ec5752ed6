import {
  authResponse,
  loginBody,
  meResponse,
  registerBody,
  registerResponse,
  requestOtpBody,
  resetPasswordBody,
} from '@vastra/contract/auth';
import { messageBody } from '@vastra/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { HttpError } from '../../lib/errors';
import { FailureLimiter } from '../../lib/failure-limiter';
import { enableRateLimits, limitPerClient, MINUTE } from '../../lib/rate-limit';
import { findUser } from '../users/service';
import { requestResetCode, resetPassword } from './password-reset';
import { login, register } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableRateLimits(app);
  const limits = app.config.rateLimits;
  // Login counts failures only (API.md: 10 a minute per client and identifier).
  const loginFailures = new FailureLimiter(limits.login, MINUTE);
  const resetContext = () => ({
    db: app.db,
    mailer: app.mailer,
    jwtSecret: app.config.jwtSecret,
    log: app.log,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: registerBody,
        response: { 201: registerResponse },
      },
      config: limitPerClient(limits.register, 10 * MINUTE, 'email'),
    },
    async (request, reply) => {
      const user = await register(app.db, request.body);
      return reply.status(201).send({ message: 'Registration successful. Please log in.', user });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email or username and get a session token',
        body: loginBody,
        response: { 200: authResponse },
      },
    },
    async (request, reply) => {
      const key = `${request.ip}|${request.body.identifier.trim().toLowerCase()}`;
      const wait = loginFailures.retryAfterSeconds(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, `Too many attempts. Please try again in ${wait} seconds.`);
      }
      try {
        const session = await login(app.db, app.config.jwtSecret, request.body);
        loginFailures.reset(key);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) loginFailures.recordFailure(key);
        throw error;
      }
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: meResponse },
      },
      onRequest: requireUser,
    },
    async (request) => ({ user: await findUser(app.db, sessionUser(request).id) }),
  );

  app.post(
    '/auth/forgot-password/request-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time password reset code (same answer for unknown emails)',
        body: requestOtpBody,
        response: { 200: messageBody },
      },
      config: limitPerClient(limits.otpRequest, 15 * MINUTE, 'email'),
    },
    async (request) => {
      await requestResetCode(resetContext(), request.body.email);
      return { message: 'If an account exists for this email, a one-time code has been sent to it.' };
    },
  );

  app.post(
    '/auth/forgot-password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the one-time code',
        body: resetPasswordBody,
        response: { 200: messageBody },
      },
      config: limitPerClient(limits.otpReset, 15 * MINUTE, 'email'),
    },
    async (request) => {
      await resetPassword(resetContext(), request.body);
      return { message: 'Your password has been reset.' };
    },
  );
};
