import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { JobSummary } from '../../domain/contracts/jobs.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { timeAgo } from '../../domain/relative-date.ts';
import { useJobProgress } from '../../jobs/use-job-progress.ts';
import { homeKeys } from './api/query-keys.ts';

/** What a job is doing, in words; a stopped job's screen offers Resume. */
function statusText(job: JobSummary, progress: number, now: number): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return `Running: ${formatNumber(progress)} % (${formatNumber(job.done_batches)} of ${formatNumber(job.total_batches)} batches)`;
    case 'done':
      return `Done ${timeAgo(new Date(job.updated_at), now)}`;
    case 'failed':
      return `Stopped ${timeAgo(new Date(job.updated_at), now)}: ${job.error ?? 'failed'}. Open it to resume.`;
    case 'interrupted':
      return `Interrupted by a restart ${timeAgo(new Date(job.updated_at), now)}. Open it to resume.`;
  }
}

/** One job; a running one follows its bell entries, so its bar moves without waiting for the next read. */
function JobRow({ job, companyId, now }: { job: JobSummary; companyId: number; now: number }) {
  const client = useQueryClient();
  const [live, setLive] = useState<number | null>(null);
  const onProgress = useCallback(
    (_id: string, progress: number) => {
      setLive(progress);
      if (progress >= 100) void client.invalidateQueries({ queryKey: homeKeys.jobs(companyId) });
    },
    [client, companyId],
  );
  const running = job.status === 'running' || job.status === 'queued';
  useJobProgress(running ? job.id : null, onProgress);
  const progress = Math.max(job.progress, live ?? 0);
  return (
    <li className={`home-job home-job-${job.status}`}>
      <Link to={job.link}>{job.title}</Link>
      {running && (
        <div className="home-progress-track" role="progressbar" aria-label={job.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <div className="home-progress-fill" style={{ width: `${progress}%` }} />
        </div>
      )}
      <span className="home-job-status muted">{statusText(job, progress, now)}</span>
    </li>
  );
}

export function JobList({ jobs, companyId }: { jobs: readonly JobSummary[]; companyId: number }) {
  // One "now" per render of the list: every row's relative time is measured from the same moment.
  const [now] = useState(() => Date.now());
  return (
    <ul className="home-jobs">
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} companyId={companyId} now={now} />
      ))}
    </ul>
  );
}
