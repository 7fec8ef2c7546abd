import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../api/http.ts';
import { chatStateResponseSchema } from '../../../domain/contracts/ai-chat.ts';
import { aiProjectListResponseSchema } from '../../../domain/contracts/ai-suite.ts';
import { contentProjectListResponseSchema } from '../../../domain/contracts/content.ts';
import { homeKeys } from './query-keys.ts';

/** POST /api/content/projects/list (screen /content-projects): the projects with their drafts' scores. */
export function useHomeContentProjects(companyId: number) {
  return useQuery({ queryKey: homeKeys.content(companyId), queryFn: () => apiPost('/content/projects/list', { company_id: companyId }, contentProjectListResponseSchema) });
}

/** POST /api/ai-suite/list (screen /ai-suite): the projects with their tasks' written and accepted texts. */
export function useHomeAiProjects(companyId: number) {
  return useQuery({ queryKey: homeKeys.ai(companyId), queryFn: () => apiPost('/ai-suite/list', { company_id: companyId }, aiProjectListResponseSchema) });
}

/** POST /api/ai-chat/state (screen /seo-ai): the person's conversations. */
export function useHomeChatState(companyId: number) {
  return useQuery({ queryKey: homeKeys.chat(companyId), queryFn: () => apiPost('/ai-chat/state', { company_id: companyId }, chatStateResponseSchema) });
}
