import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { withoutQueryValues } from '../db/query-error.ts';

/** `token=...` in a query and the token segment of an invitation path are masked in logs. */
export function maskUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|refreshToken)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/api\/auth\/invitations\/)(?!accept\b)[^/?#]+/, '$1[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Errors as pino writes them, without the values of a failed SQL statement (db/query-error.ts). */
export function serializeError(err: unknown) {
  return pino.stdSerializers.err(withoutQueryValues(err) as Error);
}
