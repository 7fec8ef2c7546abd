import { useSession, useStartup } from '../../../session/use-app-state.ts';
import { useContentProject } from '../api/get-project.ts';
import { useSharedCompetitors } from '../api/get-shared-competitors.ts';
import { frameStateOf, type FrameState } from './frame-state.ts';

export type { FrameState } from './frame-state.ts';

/** The project a shareable screen shows, read the way the link allows (frame-state.ts decides). */
export function useFrameProject(projectId: number | null, shareId: string | null): FrameState {
  const loggedIn = useSession() !== null;
  const startup = useStartup();
  const companyId = loggedIn ? (startup?.company.id ?? null) : null;
  const shared = useSharedCompetitors(projectId ?? 0, projectId === null ? null : shareId);
  const member = useContentProject(projectId === null || shareId !== null ? null : companyId, projectId ?? 0);
  return frameStateOf({
    projectId,
    shareId,
    loggedIn,
    companyId,
    shared: { data: shared.data, error: shared.error, retry: () => void shared.refetch() },
    member: { data: member.data, error: member.error, retry: () => void member.refetch() },
  });
}
