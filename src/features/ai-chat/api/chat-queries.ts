import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { chatStateResponseSchema, conversationResponseSchema, conversationSummarySchema } from '../../../domain/contracts/ai-chat.ts';

export const chatKeys = {
  all: (companyId: number) => ['ai-chat', companyId] as const,
  state: (companyId: number) => ['ai-chat', companyId, 'state'] as const,
  conversation: (companyId: number, id: number) => ['ai-chat', companyId, 'conversation', id] as const,
};

/** POST /api/ai-chat/state: the user's conversations, the quota, whether the chat is on. */
export function useChatState(companyId: number) {
  return useQuery({ queryKey: chatKeys.state(companyId), queryFn: () => apiPost('/ai-chat/state', { company_id: companyId }, chatStateResponseSchema) });
}

/** POST /api/ai-chat/conversation: one conversation's messages as the user saw them. */
export function useConversation(companyId: number, id: number | null) {
  return useQuery({
    queryKey: chatKeys.conversation(companyId, id ?? 0),
    queryFn: () => apiPost('/ai-chat/conversation', { company_id: companyId, conversation_id: id }, conversationResponseSchema),
    enabled: id !== null,
  });
}

type Target = { companyId: number; id: number };

function useConversationMutation<V extends Target>(path: string, body: (v: V) => object) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiPost(`/ai-chat/${path}`, { company_id: v.companyId, conversation_id: v.id, ...body(v) }, conversationSummarySchema),
    onSuccess: (_answer, v) => client.invalidateQueries({ queryKey: chatKeys.state(v.companyId) }),
  });
}

export const useRenameConversation = () => useConversationMutation<Target & { title: string }>('rename', (v) => ({ title: v.title }));
export const useDeleteConversation = () => useConversationMutation<Target>('delete', () => ({}));
export const useRestoreConversation = () => useConversationMutation<Target>('restore', () => ({}));
