import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApplicationMessage,
  ZBulkMessageRequest,
  ZBulkMessageResult,
  ZMessageReach,
  ZSendMessageRequest,
} from '@gius/shared/candidate-messages';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import type { Mailer } from './mailer.ts';
import {
  listApplicationMessages,
  messageReach,
  sendToApplication,
  sendToApplications,
  type CandidateMessagingDeps,
} from './candidate-service.ts';
import type { SmsSender } from './sms.ts';

/** SMS and e-mail to candidates from the applications page (HR users, managers, the admin), and the history. */
export function candidateMessagingRoutes({
  database,
  mailer,
  sms,
}: Pick<AppDeps, 'database'> & { mailer: Mailer; sms: SmsSender }): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: CandidateMessagingDeps = { db: database.db, mailer, sms, log: app.log };
    const tags = ['messaging'];
    const config = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/applications/:id/messages',
      {
        config,
        schema: {
          tags,
          summary: "An application's messages, newest first",
          params,
          response: { 200: z.array(ZApplicationMessage) },
        },
      },
      async (request) =>
        listApplicationMessages({
          db: deps.db,
          scope: companyScope(request),
          applicationId: request.params.id,
        }),
    );

    app.get(
      '/api/applications/:id/message-reach',
      {
        config,
        schema: {
          tags,
          summary:
            "How the candidate can be reached (e-mail, E.164 phone, SMS opt-out, the candidate's language)",
          params,
          response: { 200: ZMessageReach },
        },
      },
      async (request) =>
        messageReach({ deps, scope: companyScope(request), applicationId: request.params.id }),
    );

    app.post(
      '/api/applications/:id/messages',
      {
        config,
        schema: {
          tags,
          summary: 'Send the candidate an SMS or an e-mail (placeholders filled)',
          params,
          body: ZSendMessageRequest,
          response: { 201: ZApplicationMessage },
        },
      },
      async (request, reply) => {
        const message = await sendToApplication({
          deps,
          scope: companyScope(request),
          actorId: currentUser(request).id,
          applicationId: request.params.id,
          input: request.body,
        });
        return reply.status(201).send(message);
      },
    );

    app.post(
      '/api/messages/bulk',
      {
        config,
        schema: {
          tags,
          summary: 'The same SMS or e-mail to the candidates of several applications',
          body: ZBulkMessageRequest,
          response: { 200: ZBulkMessageResult },
        },
      },
      async (request) => {
        const { applicationIds, ...input } = request.body;
        return sendToApplications({
          deps,
          scope: companyScope(request),
          actorId: currentUser(request).id,
          applicationIds,
          input,
        });
      },
    );
  };
}
