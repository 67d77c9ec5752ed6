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
import {
  attemptLimit,
  bodyField,
  enableRateLimits,
  limitPerClient,
  MINUTE,
  tooManyAttempts,
} from '../../lib/rate-limit';
import { findUser } from '../users';
import { LoginLimits } from './login-limits';
import { mobileSignInRoutes } from './mobile-routes';
import { requestResetCode, resetPassword } from './password-reset';
import {
  findLoginAccount,
  invalidCredentials,
  type LoginAccount,
  passwordMatches,
  register,
  revokeToken,
  startSession,
} from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableRateLimits(app);
  await app.register(mobileSignInRoutes);
  const limits = app.config.rateLimits;
  const loginLimits = new LoginLimits(limits, app.sharedState);
  const perIp = (name: string, max: number, window: number) =>
    attemptLimit(app, name, max, window, (request) => request.ip);
  const perEmail = (name: string, max: number, window: number) =>
    attemptLimit(app, name, max, window, (request) => bodyField(request, 'email'));
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
      preHandler: perIp('register-ip', limits.registerIp, MINUTE),
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
      preHandler: perIp('login-ip', limits.loginIp, MINUTE),
    },
    async (request, reply) => {
      const { password } = request.body;
      const identifier = request.body.identifier.trim().toLowerCase();
      let account: LoginAccount | undefined;
      const result = await loginLimits.attempt(
        { ip: request.ip, identifier },
        async () => {
          account = await findLoginAccount(app.db, identifier);
          return account?.id ?? `unknown|${identifier}`;
        },
        () => passwordMatches(account, password),
      );
      if ('wait' in result) throw tooManyAttempts(reply, result.wait);
      if (!result.ok || !account) throw invalidCredentials();
      return startSession(app.config.jwtSecret, account);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign this session out: its token stops working at once',
        response: { 200: messageBody },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await revokeToken(app.db, sessionUser(request).token);
      return { message: 'Logged out.' };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
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
      preHandler: [
        perIp('otp-request-ip', limits.otpRequestIp, 15 * MINUTE),
        perEmail('otp-request-email', limits.otpRequest, 15 * MINUTE),
      ],
    },
    async (request) => {
      // Not awaited: a known email's code and mail must not make its answer slower than an unknown one's.
      void requestResetCode(resetContext(), request.body.email).catch((error: unknown) =>
        app.log.error({ err: error }, 'password reset code request failed'),
      );
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
      preHandler: perEmail('otp-reset-email', limits.otpReset, 15 * MINUTE),
    },
    async (request) => {
      await resetPassword(resetContext(), request.body);
      return { message: 'Your password has been reset.' };
    },
  );
};
