import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@gius/shared/errors';
import type { Role } from '@gius/shared/roles';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { isSessionOpen } from './session-service.ts';
import { verifyAccessToken } from './tokens.ts';
import { assertCanSignIn, findUserById } from './users-service.ts';

/**
 * Who may call a route, declared on every API route as `config: { access }`:
 * `'public'` anyone; `'user'` any signed-in user; a list of roles: only those.
 */
export type Access = 'public' | 'user' | readonly Role[];

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
  locale: 'he' | 'en' | 'ar';
  /** The refresh-token family of this sign-in. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The refusal when no one is signed in, when the route has its own words for it (spec section 8). */
    signInError?: { code: ErrorCode; message: string };
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Routes the guard does not cover: the API docs (public, served by a plugin). */
const UNGUARDED = ['/api/docs'];

function isGuardedPath(url: string): boolean {
  if (UNGUARDED.some((p) => url === p || url.startsWith(`${p}/`))) return false;
  return url.startsWith('/api/') || url.startsWith('/functions/');
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in');

async function authenticate(ctx: AuthContext, token: string): Promise<AuthUser> {
  const claims = await verifyAccessToken(ctx.secret, token);
  if (!claims) throw unauthenticated();
  const user = await findUserById({ db: ctx.db, id: claims.userId });
  if (!user) throw unauthenticated();
  // Signed out (or the family revoked on reuse): the access token dies with its session.
  if (!(await isSessionOpen({ db: ctx.db, familyId: claims.sessionId }))) throw unauthenticated();
  await assertCanSignIn({ db: ctx.db, user });
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: user.companyId,
    locale: user.locale,
    sessionId: claims.sessionId,
  };
}

/**
 * The one guard. Every route under /api/ and /functions/ must declare its access, or the server
 * refuses to start; each request is then checked before its handler runs:
 * 401 UNAUTHENTICATED without a valid session, 403 FORBIDDEN for a role the route does not allow.
 */
export function registerAuthGuard(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (isGuardedPath(route.url) && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config: { access })`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const token = bearerToken(request);
    if (access === 'public') {
      // A public route still knows who is asking when a valid token comes with it.
      if (token) request.user = await authenticate(ctx, token).catch(() => null);
      return;
    }
    if (!token) {
      const custom = request.routeOptions.config?.signInError;
      throw custom ? new AppError(custom.code, custom.message) : unauthenticated();
    }
    request.user = await authenticate(ctx, token);
    if (access !== 'user' && !access.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    }
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The company of a company user (hr, company_manager). */
export function currentCompanyId(request: FastifyRequest): string {
  const user = currentUser(request);
  if (!user.companyId) throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  return user.companyId;
}
