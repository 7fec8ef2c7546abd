import { useEffect, useEffectEvent, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MAX_VOLUME_RESULTS_PAGE, volumeJobLink, type VolumeJob, type VolumeJobStartResponse } from '../../domain/contracts/volume-jobs.ts';
import { volumeLookupMachine, type JobLookup, type VolumeLookupRequest } from '../../machines/volume-lookup-machine.ts';
import { getVolumeJob } from './api/volume-job-get.ts';
import { getVolumeJobResults } from './api/volume-job-results.ts';
import { resumeVolumeJob } from './api/volume-job-resume.ts';
import { startVolumeJob } from './api/volume-job-start.ts';
import { adoptStagedImport } from './lookup-imports.ts';
import { resultLoader } from './result-loader.ts';

const SCREEN = '/searchvolume';
const route = getRouteApi('/shell/searchvolume');

/**
 * The lookup machine with the app's effects: the volume job API of `companyId` and the URL, whose
 * `?job=` parameter is the one place the running job is remembered (reload, back, notification link).
 * The result's workbench keeps its view in other search parameters (filters, sort…); they pass the
 * job through untouched, and `showJob`/`forgetJob` replace the whole search so a new job starts with a clean view.
 */
export function useVolumeLookup(companyId: number) {
  // useMachine keeps the machine of the first render; the page is keyed by company so a switch starts afresh.
  const navigate = useNavigate();
  const jobParam = route.useSearch({ select: (search) => search.job ?? null });
  const machine = useMachine(
    volumeLookupMachine.provide({
      actors: {
        startJob: fromPromise<VolumeJobStartResponse, VolumeLookupRequest>(({ input }) => startVolumeJob(companyId, input)),
        getJob: fromPromise<JobLookup, { jobId: string }>(({ input }) => getVolumeJob(companyId, input.jobId)),
        resumeJob: fromPromise<VolumeJob, { jobId: string }>(({ input }) => resumeVolumeJob(companyId, input.jobId)),
        loadResult: resultLoader((jobId, offset, limit, signal) => getVolumeJobResults(companyId, jobId, offset, limit, signal), MAX_VOLUME_RESULTS_PAGE),
      },
      actions: {
        showJob: (_, jobId) => {
          // Only a started job is shown this way: the file's values staged at Start become this job's.
          adoptStagedImport(companyId, jobId);
          void navigate({ href: volumeJobLink(jobId), replace: true });
        },
        forgetJob: () => void navigate({ href: SCREEN, replace: true }),
      },
    }),
  );
  const [state, send] = machine;
  const jobId = state.context.jobId;
  // Only a change of the URL steers the machine, so the moment between START's answer and the URL update does not reset it.
  const previousParam = useRef<string | null>(null);
  // jobId is read, not followed: the machine changing its own job must not loop back here.
  const steer = useEffectEvent((param: string | null, previous: string | null) => {
    if (param !== null && param !== jobId) send({ type: 'WATCH', jobId: param });
    else if (param === null && previous !== null && jobId !== null) send({ type: 'NEW_LOOKUP' });
  });
  useEffect(() => {
    const previous = previousParam.current;
    previousParam.current = jobParam;
    steer(jobParam, previous);
  }, [jobParam]);
  return machine;
}
