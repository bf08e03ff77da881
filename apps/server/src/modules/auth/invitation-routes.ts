import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSession } from '@gius/shared/auth';
import { ZAcceptInvitationRequest, ZCompanyUser, ZInvitation, ZInviteRequest } from '@gius/shared/companies';
import type { AuthContext } from './context.ts';
import { currentCompanyId, currentUser } from './guard.ts';
import { acceptInvitation, getInvitation, inviteToCompany, listInvitations } from './invitation-service.ts';
import { listCompanyUsers } from './users-service.ts';

/** A company's team: its users, and invitations of new HR users by e-mailed link. */
export function invitationRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['team'];

    app.get(
      '/api/company/users',
      {
        config: { access: ['hr', 'company_manager'] },
        schema: { tags, summary: "The company's users", response: { 200: z.array(ZCompanyUser) } },
      },
      async (request) => listCompanyUsers({ db: ctx.db, companyId: currentCompanyId(request) }),
    );

    app.get(
      '/api/company/invitations',
      {
        config: { access: ['company_manager'] },
        schema: { tags, summary: "The company's invitations", response: { 200: z.array(ZInvitation) } },
      },
      async (request) => listInvitations({ db: ctx.db, companyId: currentCompanyId(request) }),
    );

    app.post(
      '/api/company/invitations',
      {
        config: { access: ['company_manager'] },
        schema: {
          tags,
          summary: 'Invite a user by e-mail',
          body: ZInviteRequest,
          response: { 201: ZInvitation },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const invitation = await inviteToCompany({
          ctx,
          companyId: currentCompanyId(request),
          email: request.body.email,
          role: request.body.role,
          invitedBy: user.id,
          language: user.locale,
        });
        return reply.status(201).send(invitation);
      },
    );

    app.get(
      '/api/auth/invitations/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'An open invitation, by its token',
          params: z.object({ token: z.string().min(10).max(200) }),
          response: { 200: ZInvitation },
        },
      },
      async (request) => getInvitation({ db: ctx.db, token: request.params.token }),
    );

    app.post(
      '/api/auth/invitations/accept',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Accept an invitation: create the user and sign in',
          body: ZAcceptInvitationRequest,
          response: { 201: ZSession },
        },
      },
      async (request, reply) => reply.status(201).send(await acceptInvitation({ ctx, input: request.body })),
    );
  };
}
