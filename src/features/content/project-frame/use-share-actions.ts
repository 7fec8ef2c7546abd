import { useCallback, useState } from 'react';
import { contentProjectPath, type ContentProjectScreen } from '../../../domain/contracts/content-analysis.ts';
import { useCopyLink } from '../../../ui/use-copy-link.ts';
import { useShareContentProject, useUnshareContentProject } from '../api/share-project.ts';

export interface ShareActions {
  /** What the last action did, in words (the copied link, or why it failed). */
  readonly message: string | null;
  readonly busy: boolean;
  share(): void;
  copyLink(): void;
  unshare(): void;
}

/**
 * Share, copy and revoke a project's link. The link copied is the one of the screen in view: the
 * same share id opens all four screens, so a writer gets the briefing when the briefing is shared.
 */
export function useShareActions(screen: ContentProjectScreen, companyId: number | null, projectId: number, shareId: string | null): ShareActions {
  const share = useShareContentProject();
  const unshare = useUnshareContentProject();
  const { copied, copy } = useCopyLink();
  const [message, setMessage] = useState<string | null>(null);

  const doShare = useCallback(() => {
    if (companyId === null) return;
    setMessage(null);
    share.mutate({ company_id: companyId, project_id: projectId }, {
      onSuccess: (answer) => void copy(contentProjectPath(screen, projectId, answer.share_id)),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, copy, projectId, screen, share]);
  const copyLink = useCallback(() => {
    if (shareId === null) return;
    setMessage(null);
    void copy(contentProjectPath(screen, projectId, shareId));
  }, [copy, projectId, screen, shareId]);
  const doUnshare = useCallback(() => {
    if (companyId === null) return;
    unshare.mutate({ company_id: companyId, project_id: projectId }, {
      onSuccess: () => setMessage('No longer shared: the old link now says it is no longer shared.'),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, projectId, unshare]);

  // The newest event wins: a copy after a revoke shows the copy, a revoke after a copy the revoke.
  const shown = message ?? copied;
  return { message: shown, busy: share.isPending || unshare.isPending, share: doShare, copyLink, unshare: doUnshare };
}
