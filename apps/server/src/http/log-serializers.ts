import type { FastifyRequest } from 'fastify';

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
