import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { ROLES } from './roles.ts';

/** The auth contract (spec sections 3, 4 and 7): one schema for the server's validation and the web forms. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export const ZFullName = z.string().trim().min(2).max(120);
export const ZPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+\d][\d\s\-()]*$/, 'digits, spaces, dashes, parentheses and a leading plus only');
export const ZLanguage = z.enum(LANGUAGES);
export const ZRole = z.enum(ROLES);

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  role: ZRole,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  locale: ZLanguage,
  /** Candidates: apply automatically to other open jobs that match above 70. */
  autoApply: z.boolean(),
  /** Candidates: no SMS from companies (e-mail still comes). */
  smsOptOut: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** The session of spec section 3: access token, refresh token, expiry time (ms since the epoch), user. */
export const ZSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('bearer'),
  expiresIn: z.number().int(),
  expiresAt: z.number().int(),
  user: ZUser,
});
export type TSession = z.infer<typeof ZSession>;

export const SIGNUP_ROLES = ['candidate', 'company'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const ZSignupRequest = z
  .object({
    role: z.enum(SIGNUP_ROLES),
    fullName: ZFullName,
    email: ZEmail,
    password: ZPassword,
    companyName: z.string().trim().max(160).optional(),
    locale: ZLanguage.optional(),
  })
  .refine((v) => v.role !== 'company' || (v.companyName ?? '').length >= 2, {
    path: ['companyName'],
    message: 'required for a company',
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZEmailRequest = z.object({ email: ZEmail });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const LOGIN_CODE_LENGTH = 6;
export const ZVerifyCodeRequest = z.object({
  email: ZEmail,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), `${LOGIN_CODE_LENGTH} digits`),
});
export type TVerifyCodeRequest = z.infer<typeof ZVerifyCodeRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(10).max(200) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZResetPasswordRequest = z.object({ token: z.string().min(10).max(200), password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZUpdateProfileRequest = z.object({
  fullName: ZFullName.optional(),
  phone: z.union([ZPhone, z.literal('')]).optional(),
  locale: ZLanguage.optional(),
  autoApply: z.boolean().optional(),
  smsOptOut: z.boolean().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZAccepted = z.object({ ok: z.literal(true) });
