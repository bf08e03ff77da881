import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccepted,
  ZEmailRequest,
  ZLoginRequest,
  ZRefreshRequest,
  ZResetPasswordRequest,
  ZSession,
  ZSignupRequest,
  ZVerifyCodeRequest,
} from '@gius/shared/auth';
import type { AuthContext } from './context.ts';
import { loginWithPassword, requestLoginCode, verifyLoginCode } from './login-service.ts';
import { requestPasswordReset, resetPassword } from './recovery-service.ts';
import { refreshSession, revokeSession } from './session-service.ts';
import { signup } from './signup-service.ts';

/** Signing up, in and out, and password recovery: the public half of auth. */
export function authRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const open = { access: 'public' } as const;

    app.post(
      '/api/auth/signup',
      {
        config: open,
        schema: {
          tags,
          summary: 'Sign up as a candidate or a company',
          body: ZSignupRequest,
          response: { 201: ZSession },
        },
      },
      async (request, reply) => reply.status(201).send(await signup({ ctx, input: request.body })),
    );

    app.post(
      '/api/auth/login',
      {
        config: open,
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZSession },
        },
      },
      async (request) => loginWithPassword({ ctx, ...request.body, ip: request.ip }),
    );

    app.post(
      '/api/auth/otp',
      {
        config: open,
        schema: {
          tags,
          summary: 'E-mail a one-time sign-in code',
          body: ZEmailRequest,
          response: { 202: ZAccepted },
        },
      },
      async (request, reply) => {
        await requestLoginCode({ ctx, email: request.body.email });
        return reply.status(202).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/otp/verify',
      {
        config: open,
        schema: {
          tags,
          summary: 'Sign in with a one-time code',
          body: ZVerifyCodeRequest,
          response: { 200: ZSession },
        },
      },
      async (request) => verifyLoginCode({ ctx, ...request.body, ip: request.ip }),
    );

    app.post(
      '/api/auth/refresh',
      {
        config: open,
        schema: {
          tags,
          summary: 'Rotate the refresh token',
          body: ZRefreshRequest,
          response: { 200: ZSession },
        },
      },
      async (request) => refreshSession({ ctx, refreshToken: request.body.refreshToken }),
    );

    app.post(
      '/api/auth/logout',
      { config: open, schema: { tags, summary: 'Sign out (ends this sign-in)', body: ZRefreshRequest } },
      async (request, reply) => {
        await revokeSession({ ctx, refreshToken: request.body.refreshToken });
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/auth/recover',
      {
        config: open,
        schema: {
          tags,
          summary: 'E-mail a password reset link',
          body: ZEmailRequest,
          response: { 202: ZAccepted },
        },
      },
      async (request, reply) => {
        await requestPasswordReset({ ctx, email: request.body.email });
        return reply.status(202).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: open,
        schema: {
          tags,
          summary: 'Set a new password from a reset link',
          body: ZResetPasswordRequest,
          response: { 200: ZSession },
        },
      },
      async (request) => resetPassword({ ctx, ...request.body }),
    );
  };
}
