import { z } from 'zod';
import { ZEmail, ZFullName, ZPassword, ZRole } from './auth.ts';

export const ZCompany = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  userCount: z.number().int(),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyName = z.string().trim().min(2).max(160);

export const ZCreateCompanyRequest = z.object({ name: ZCompanyName });
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

export const ZUpdateCompanyRequest = z.object({
  name: ZCompanyName.optional(),
  isActive: z.boolean().optional(),
});
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequest>;

export const ZCompanyUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: ZRole,
  createdAt: z.string(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const INVITE_ROLES = ['hr', 'company_manager'] as const;

export const ZInviteRequest = z.object({ email: ZEmail, role: z.enum(INVITE_ROLES).default('hr') });
export type TInviteRequest = z.input<typeof ZInviteRequest>;

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  companyId: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZAcceptInvitationRequest = z.object({
  token: z.string().min(10).max(200),
  fullName: ZFullName,
  password: ZPassword,
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
