import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@gius/shared/errors';
import { isUnstorableText } from '../db/pg-errors.ts';
import { AppError } from './app-error.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'UPLOAD_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

/** `/body/title` or a zod issue path -> `title`; the context names where the value came from. */
function fieldPath(issue: ValidationIssue): string {
  const zodPath = issue.params?.issue?.path;
  if (zodPath && zodPath.length > 0) return zodPath.join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

export function toErrorReply(err: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  if (err instanceof AppError) return { status: err.status, body: err.toBody() };
  const fastifyErr = err as FastifyError & { validation?: ValidationIssue[] };
  if (Array.isArray(fastifyErr.validation)) {
    const fields = fastifyErr.validation.map((issue) => ({
      path: fieldPath(issue) || (fastifyErr.validationContext ?? 'body'),
      message: issue.message ?? 'is invalid',
    }));
    const named = fields.map((f) => f.path).join(', ');
    return {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: `Invalid request: ${named}`, fields } },
    };
  }
  // A text PostgreSQL cannot store (a NUL, a bad escape) that reached a statement: the input's fault.
  if (isUnstorableText(err)) {
    return {
      status: 400,
      body: {
        error: { code: 'BAD_REQUEST', message: 'The request holds a character that cannot be stored' },
      },
    };
  }
  const status = fastifyErr.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      body: { error: { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: fastifyErr.message } },
    };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'An unexpected error occurred' } } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorReply(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.error.code, status }, 'request refused');
    // A timed-out upload is answered, then its connection closed: the rest of its body never comes.
    if (status === 408) reply.header('connection', 'close');
    return reply.status(status).send(body);
  });
}
