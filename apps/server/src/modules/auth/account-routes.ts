import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangePasswordRequest, ZUpdateProfileRequest, ZUser } from '@gius/shared/auth';
import type { AuthContext } from './context.ts';
import { currentUser } from './guard.ts';
import { changePassword } from './password-change-service.ts';
import { getPublicUser, updateProfile } from './users-service.ts';

/** The signed-in user's own account ("user updated"). */
export function accountRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    const signedIn = { access: 'user' } as const;

    app.get(
      '/api/auth/me',
      { config: signedIn, schema: { tags, summary: 'The signed-in user', response: { 200: ZUser } } },
      async (request) => getPublicUser({ db: ctx.db, id: currentUser(request).id }),
    );

    app.patch(
      '/api/auth/me',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Change name, phone or language',
          body: ZUpdateProfileRequest,
          response: { 200: ZUser },
        },
      },
      async (request) => updateProfile({ db: ctx.db, userId: currentUser(request).id, patch: request.body }),
    );

    app.post(
      '/api/auth/me/password',
      {
        config: signedIn,
        schema: { tags, summary: 'Change the password (other sign-ins end)', body: ZChangePasswordRequest },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await changePassword({
          ctx,
          userId: user.id,
          sessionId: user.sessionId,
          ...request.body,
          ip: request.ip,
        });
        return reply.status(204).send();
      },
    );
  };
}
