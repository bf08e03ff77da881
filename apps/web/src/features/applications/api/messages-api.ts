import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApplicationMessage,
  TBulkMessageRequest,
  TBulkMessageResult,
  TMessageReach,
  TSendMessageRequest,
} from '@gius/shared/candidate-messages';
import { apiFetch } from '../../../lib/api-fetch.ts';

const messagesKey = ['application-messages'] as const;

export function useMessageHistory(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...messagesKey, applicationId],
    queryFn: () => apiFetch<TApplicationMessage[]>(`/api/applications/${applicationId}/messages`),
    enabled,
  });
}

export function useMessageReach(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...messagesKey, applicationId, 'reach'],
    queryFn: () => apiFetch<TMessageReach>(`/api/applications/${applicationId}/message-reach`),
    enabled,
  });
}

/** Sends; a failure (e.g. "SMS failure") is shown as a toast by apiFetch and is on the history too. */
export function useSendMessage() {
  const client = useQueryClient();
  // Not awaited: the send is over when the server answers; the history refreshes behind it (an
  // awaited refetch kept the button busy for as long as any matching query took).
  const done = () => {
    void client.invalidateQueries({ queryKey: messagesKey });
  };
  const one = useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: string; body: TSendMessageRequest }) =>
      apiFetch<TApplicationMessage>(`/api/applications/${applicationId}/messages`, { method: 'POST', body }),
    onSettled: done,
  });
  const bulk = useMutation({
    mutationFn: (body: TBulkMessageRequest) =>
      apiFetch<TBulkMessageResult>('/api/messages/bulk', { method: 'POST', body }),
    onSettled: done,
  });
  return { one, bulk };
}
