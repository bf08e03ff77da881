import type { FastifyRequest } from 'fastify';
import { currentUser } from '../modules/auth/guard.ts';
import { AppError } from './app-error.ts';

/**
 * Whose company data a request may read or change: a company user's own company, or for the
 * admin every company (`all`) or the one asked for.
 */
export type CompanyScope = { all: true } | { all: false; companyId: string };

export function companyScope(request: FastifyRequest, requestedCompanyId?: string): CompanyScope {
  const user = currentUser(request);
  if (user.role === 'admin')
    return requestedCompanyId ? { all: false, companyId: requestedCompanyId } : { all: true };
  if (!user.companyId || (user.role !== 'hr' && user.role !== 'company_manager')) {
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  }
  if (requestedCompanyId && requestedCompanyId !== user.companyId) {
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  }
  return { all: false, companyId: user.companyId };
}

/** True when the scope covers the company. */
export function inScope(scope: CompanyScope, companyId: string): boolean {
  return scope.all || scope.companyId === companyId;
}
