import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCompany,
  TCompanyUser,
  TInvitation,
  TInviteRequest,
  TUpdateCompanyRequest,
} from '@gius/shared/companies';
import { apiFetch } from '../../lib/api-fetch.ts';

const KEY = ['admin', 'companies'] as const;

export function useCompanies() {
  return useQuery({ queryKey: KEY, queryFn: () => apiFetch<TCompany[]>('/api/admin/companies') });
}

export function useCompanyUsers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, id, 'users'],
    queryFn: () => apiFetch<TCompanyUser[]>(`/api/admin/companies/${id}/users`),
    enabled,
  });
}

/** A company's invitations (accepted ones too); the row shows those still waiting. */
export function useCompanyInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, id, 'invitations'],
    queryFn: () => apiFetch<TInvitation[]>(`/api/admin/companies/${id}/invitations`),
    enabled,
  });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<TCompany>('/api/admin/companies', { method: 'POST', body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateCompanyRequest }) =>
      apiFetch<TCompany>(`/api/admin/companies/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useInviteToCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invite }: { id: string; invite: TInviteRequest }) =>
      apiFetch<TInvitation>(`/api/admin/companies/${id}/invitations`, { method: 'POST', body: invite }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
