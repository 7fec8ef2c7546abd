/** What /api/health reports about the job runner in use. */
export type JobRunnerHealth = {
  runner: 'in-process' | 'bullmq';
  check(): Promise<boolean>;
  close(): Promise<void>;
};

export const inProcessRunnerHealth: JobRunnerHealth = {
  runner: 'in-process',
  check: async () => true,
  close: async () => {},
};
