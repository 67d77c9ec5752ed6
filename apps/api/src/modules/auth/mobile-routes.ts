import {
  authResponse,
  mobileOtpRequestBody,
  mobileOtpVerifyBody,
  verifyProfileMobileBody,
} from '@vastra/contract/auth';
import { messageBody } from '@vastra/contract/common';
import { profileResponse } from '@vastra/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../lib/auth-guard';
import { attemptLimit, bodyField, enableRateLimits, MINUTE } from '../../lib/rate-limit';
import { issueMobileCode } from './mobile-code';
import { profileMobile, signInWithMobile, verifyProfileMobile } from './mobile-sign-in';

const CODE_SENT = 'We have sent a 6-digit code to this mobile number. It is valid for 10 minutes.';

/**
 * Signing in (or up) with a mobile number and a code sent by SMS, and proving the profile's mobile
 * (docs/api.md "Phone-first"). Codes are limited per number and per address, as the emailed codes are.
 */
export const mobileSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableRateLimits(app);
  const limits = app.config.rateLimits;
  const perIp = (name: string, max: number, window: number) =>
    attemptLimit(app, name, max, window, (request) => request.ip);
  const perMobile = (name: string, max: number, window: number) =>
    attemptLimit(app, name, max, window, (request) => bodyField(request, 'mobile'));
  const perUser = (name: string, max: number, window: number) =>
    attemptLimit(app, name, max, window, (request) => sessionUser(request).id);
  const sendCode = async (mobile: string) => {
    const code = await issueMobileCode(app.db, app.config.jwtSecret, mobile);
    await app.messaging.sendSignInCode(mobile, code);
  };

  app.post(
    '/auth/otp/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by SMS (the same answer for known and new numbers)',
        body: mobileOtpRequestBody,
        response: { 200: messageBody },
      },
      preHandler: [
        perIp('mobile-otp-request-ip', limits.otpRequestIp, 15 * MINUTE),
        perMobile('mobile-otp-request', limits.otpRequest, 15 * MINUTE),
      ],
    },
    async (request) => {
      await sendCode(request.body.mobile);
      return { message: CODE_SENT };
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code; a new number with a name becomes a customer account (201)',
        body: mobileOtpVerifyBody,
        response: { 200: authResponse, 201: authResponse },
      },
      preHandler: [
        perIp('mobile-otp-verify-ip', limits.loginIp, MINUTE),
        perMobile('mobile-otp-verify', limits.otpReset, 15 * MINUTE),
      ],
    },
    async (request, reply) => {
      const { created, session } = await signInWithMobile(app.db, app.config.jwtSecret, request.body);
      return reply.status(created ? 201 : 200).send(session);
    },
  );

  app.post(
    '/users/profile/mobile/request-otp',
    {
      schema: {
        tags: ['users'],
        summary: 'Send a code by SMS to the mobile on the signed-in user’s profile, to verify it',
        response: { 200: messageBody },
      },
      onRequest: requireUser,
      preHandler: perUser('profile-mobile-request', limits.otpRequest, 15 * MINUTE),
    },
    async (request) => {
      await sendCode(await profileMobile(app.db, sessionUser(request).id));
      return { message: CODE_SENT };
    },
  );

  app.post(
    '/users/profile/mobile/verify',
    {
      schema: {
        tags: ['users'],
        summary: 'Mark the profile’s mobile verified with the code sent to it',
        body: verifyProfileMobileBody,
        response: { 200: profileResponse },
      },
      onRequest: requireUser,
      preHandler: perUser('profile-mobile-verify', limits.otpReset, 15 * MINUTE),
    },
    async (request) => {
      const user = await verifyProfileMobile(
        app.db,
        app.config.jwtSecret,
        sessionUser(request).id,
        request.body.otp,
      );
      return { user, message: 'Your mobile number is verified.' };
    },
  );
};
