import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sharedReportPath } from '../../domain/contracts/monitoring.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { notificationsActor } from '../../jobs/notifications-runtime.ts';
import { jobProgressOf, useJobProgress } from '../../jobs/use-job-progress.ts';
import { useCopyLink } from '../../ui/use-copy-link.ts';
import type { ExportFormat } from '../../workbench/export/export-file.ts';
import { getExport } from './api/get-export.ts';
import { monitoringKeys } from './api/query-keys.ts';
import { useShareProject, useUnshareProject } from './api/share-project.ts';
import { useUpdateProject } from './api/update-project.ts';
import { downloadHistory } from './history-download.ts';

export interface ProjectActionState {
  /** The update this screen started (or was opened to follow), with its progress from the bell. */
  readonly job: { readonly id: string; readonly progress: number } | null;
  readonly exporting: ExportFormat | null;
  readonly message: string | null;
  readonly copied: string | null;
  update(onlyFailed: boolean): void;
  exportHistory(format: ExportFormat): void;
  share(): void;
  copy(shareId: string): void;
  unshare(): void;
}

/**
 * What the project screen does besides showing: manual update and retry (followed through the bell
 * until done, then the screen's data is read again), the export with the full history, share links.
 */
export function useProjectActions(companyId: number, projectId: number, initialJob: string | null): ProjectActionState {
  const client = useQueryClient();
  const update = useUpdateProject();
  const share = useShareProject();
  const unshare = useUnshareProject();
  const { copied, copy } = useCopyLink();
  const [job, setJob] = useState<{ id: string; progress: number } | null>(initialJob === null ? null : { id: initialJob, progress: 0 });
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const onProgress = useCallback((id: string, progress: number) => {
    setJob({ id, progress });
    if (progress >= 100) {
      setJob(null);
      setMessage('The update has finished; the rankings show its results.');
      void client.invalidateQueries({ queryKey: monitoringKeys.project(companyId, projectId) });
      void client.invalidateQueries({ queryKey: monitoringKeys.list(companyId) });
    }
  }, [client, companyId, projectId]);
  useJobProgress(job?.id ?? null, onProgress);
  // The hook reports changes only: an update that finished before this screen opened (a small first
  // update is done in a moment) is read once from the bell's list.
  const jobId = job?.id ?? null;
  useEffect(() => {
    if (jobId === null) return;
    const progress = jobProgressOf(notificationsActor.getSnapshot().context.entries, jobId);
    if (progress !== null && progress >= 100) onProgress(jobId, progress);
  }, [jobId, onProgress]);

  const startUpdate = useCallback((onlyFailed: boolean) => {
    update.mutate({ company_id: companyId, project_id: projectId, only_failed: onlyFailed }, {
      onSuccess: (answer) => {
        setJob({ id: answer.job_id, progress: 0 });
        setMessage(`${onlyFailed ? 'Retrying' : 'Updating'} ${formatNumber(answer.keyword_count)} ${answer.keyword_count === 1 ? 'keyword' : 'keywords'}; the bell reports when it is done.`);
      },
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, projectId, update]);

  const exportHistory = useCallback((format: ExportFormat) => {
    setExporting(format);
    setMessage(`Preparing the ${format.toUpperCase()} file with the full history…`);
    getExport({ company_id: companyId, project_id: projectId })
      .then((answer) => downloadHistory(answer, format))
      .then((fileName) => setMessage(`Downloaded ${fileName}.`), (error: unknown) => setMessage(error instanceof Error ? error.message : 'The export failed.'))
      .finally(() => setExporting(null));
  }, [companyId, projectId]);

  const doShare = useCallback(() => {
    share.mutate({ company_id: companyId, project_id: projectId }, { onSuccess: (answer) => void copy(answer.share_url_path), onError: (error) => setMessage(error.message) });
  }, [companyId, copy, projectId, share]);
  const doUnshare = useCallback(() => {
    unshare.mutate({ company_id: companyId, project_id: projectId }, {
      onSuccess: () => setMessage('No longer shared; the old link shows nothing.'),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, projectId, unshare]);

  return {
    job,
    exporting,
    message: message ?? null,
    copied,
    update: startUpdate,
    exportHistory,
    share: doShare,
    copy: (shareId) => void copy(sharedReportPath(shareId)),
    unshare: doUnshare,
  };
}
