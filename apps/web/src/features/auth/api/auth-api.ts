import type {
  TChangePasswordRequest,
  TLoginRequest,
  TSession,
  TSignupRequest,
  TUpdateProfileRequest,
  TUser,
  TVerifyCodeRequest,
} from '@gius/shared/auth';
import type { TAcceptInvitationRequest, TInvitation } from '@gius/shared/companies';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The auth endpoints, one function each. */

export const signupRequest = (body: TSignupRequest) =>
  apiFetch<TSession>('/api/auth/signup', { method: 'POST', body, auth: false });

export const loginRequest = (body: TLoginRequest) =>
  apiFetch<TSession>('/api/auth/login', { method: 'POST', body, auth: false });

export const sendCodeRequest = (email: string) =>
  apiFetch<{ ok: true }>('/api/auth/otp', { method: 'POST', body: { email }, auth: false });

export const verifyCodeRequest = (body: TVerifyCodeRequest) =>
  apiFetch<TSession>('/api/auth/otp/verify', { method: 'POST', body, auth: false });

export const recoverRequest = (email: string) =>
  apiFetch<{ ok: true }>('/api/auth/recover', { method: 'POST', body: { email }, auth: false });

export const resetPasswordRequest = (body: { token: string; password: string }) =>
  apiFetch<TSession>('/api/auth/reset-password', { method: 'POST', body, auth: false });

export const updateProfileRequest = (body: TUpdateProfileRequest) =>
  apiFetch<TUser>('/api/auth/me', { method: 'PATCH', body });

export const changePasswordRequest = (body: TChangePasswordRequest) =>
  apiFetch<void>('/api/auth/me/password', { method: 'POST', body });

export const invitationRequest = (token: string) =>
  apiFetch<TInvitation>(`/api/auth/invitations/${encodeURIComponent(token)}`, {
    auth: false,
    toastOnError: false,
  });

export const acceptInvitationRequest = (body: TAcceptInvitationRequest) =>
  apiFetch<TSession>('/api/auth/invitations/accept', { method: 'POST', body, auth: false });
