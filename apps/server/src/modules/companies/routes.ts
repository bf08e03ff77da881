import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCompany,
  ZCompanyUser,
  ZCreateCompanyRequest,
  ZInvitation,
  ZInviteRequest,
  ZUpdateCompanyRequest,
} from '@gius/shared/companies';
import type { AuthContext } from '../auth/context.ts';
import { currentUser } from '../auth/guard.ts';
import { inviteToCompany, listInvitations } from '../auth/invitation-service.ts';
import { listCompanyUsers } from '../auth/users-service.ts';
import { createCompanyForAdmin, listCompaniesForAdmin, updateCompanyForAdmin } from './admin-service.ts';

/** The admin's "companies management" tab. */
export function companiesAdminRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['companies'];
    const admin = { access: ['admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/admin/companies',
      { config: admin, schema: { tags, summary: 'Every company', response: { 200: z.array(ZCompany) } } },
      async () => listCompaniesForAdmin({ db: ctx.db }),
    );

    app.post(
      '/api/admin/companies',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Create a company',
          body: ZCreateCompanyRequest,
          response: { 201: ZCompany },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCompanyForAdmin({ db: ctx.db, name: request.body.name })),
    );

    app.patch(
      '/api/admin/companies/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Rename, deactivate or activate a company',
          params,
          body: ZUpdateCompanyRequest,
          response: { 200: ZCompany },
        },
      },
      async (request) => updateCompanyForAdmin({ db: ctx.db, id: request.params.id, patch: request.body }),
    );

    app.get(
      '/api/admin/companies/:id/users',
      {
        config: admin,
        schema: { tags, summary: "A company's users", params, response: { 200: z.array(ZCompanyUser) } },
      },
      async (request) => listCompanyUsers({ db: ctx.db, companyId: request.params.id }),
    );

    app.get(
      '/api/admin/companies/:id/invitations',
      {
        config: admin,
        schema: {
          tags,
          summary: "A company's invitations, newest first (accepted ones have acceptedAt)",
          params,
          response: { 200: z.array(ZInvitation) },
        },
      },
      async (request) => listInvitations({ db: ctx.db, companyId: request.params.id }),
    );

    app.post(
      '/api/admin/companies/:id/invitations',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Invite a user (e.g. its manager) into a company',
          params,
          body: ZInviteRequest,
          response: { 201: ZInvitation },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const invitation = await inviteToCompany({
          ctx,
          companyId: request.params.id,
          email: request.body.email,
          role: request.body.role,
          invitedBy: user.id,
          language: user.locale,
        });
        return reply.status(201).send(invitation);
      },
    );
  };
}
