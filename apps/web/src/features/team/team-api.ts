import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyUser, TInvitation } from '@gius/shared/companies';
import { apiFetch } from '../../lib/api-fetch.ts';

export function useTeam() {
  return useQuery({
    queryKey: ['company', 'users'],
    queryFn: () => apiFetch<TCompanyUser[]>('/api/company/users'),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: ['company', 'invitations'],
    queryFn: () => apiFetch<TInvitation[]>('/api/company/invitations'),
  });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<TInvitation>('/api/company/invitations', { method: 'POST', body: { email, role: 'hr' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['company'] }),
  });
}
