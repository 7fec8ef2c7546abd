/** A computation of collation ranks under way (collation-ranks.ts), that whoever needs it next runs on. */
import { drain } from './steps.ts';

export interface RankJob {
  /** Runs one slice unless the ranks are done; true once they are. */
  step(): boolean;
  readonly result: Float64Array | null;
}

export function rankJob(steps: Generator<void, Float64Array>): RankJob {
  let result: Float64Array | null = null;
  return {
    step() {
      if (result === null) {
        const step = steps.next();
        if (step.done) result = step.value;
      }
      return result !== null;
    },
    get result() {
      return result;
    },
  };
}

/** Runs the job slice by slice to its end (for the warm-up). */
export function* runJob(job: RankJob): Generator<void, void> {
  while (!job.step()) yield;
}

/** The job's answer, its slices left run at once. */
export function finishJob(job: RankJob): Float64Array {
  drain(runJob(job));
  if (job.result === null) throw new Error('a rank job ended without ranks');
  return job.result;
}
