import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**, server/**); integration tests live in tests/integration.
// Browser journeys (tests/e2e) run in their own project so a unit run never starts Chromium.
const e2eWorkers = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '2', 10) || 2);
// Three integration files at a time on CI's two cores: a lane of two stood idle a quarter of its time
// (files waiting on PostgreSQL, Redis, sockets and timers), and a third lane took the phase from 288 s
// to 247 s with every test passing. Browser journeys are CPU-bound: three took as long as two (485 s).
const integrationWorkers = Math.max(1, Number.parseInt(process.env.INTEGRATION_WORKERS ?? '3', 10) || 3);

/** Run alone (the `stall` project), not beside other files: what they time is the server's own event loop. */
const STALL_TESTS = ['tests/integration/no-stall.test.ts'];

/** What the integration and stall projects share: the server's app on copies of template databases. */
const ON_TEMPLATE_DATABASES = {
  environment: 'node' as const,
  // Budgets for a slow machine: CI's ran the suites about three times slower than a quiet
  // development machine, so a test that needs 25 s here needs 75 s there. They bound hangs,
  // not speed (speed lives in the benchmarks).
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Builds the migrated, seeded template databases each test file copies (harness.ts).
  globalSetup: ['tests/integration/template-databases.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Both cores: vitest's default leaves one free for the main process, which idles here.
          maxWorkers: 2,
          // One worker process per core for all files, as the integration project (decision 0062):
          // a fresh process per file imported React, zod and the engine again for each of ~340
          // files (79 s here against 39-57 s reused, same tests, passing in three file orders).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...STALL_TESTS],
          ...ON_TEMPLATE_DATABASES,
          maxWorkers: integrationWorkers,
          // Each file gets its own database, app and servers from the harness, so the worker process
          // and its loaded modules are reused from file to file: a fresh process per file spent 2-5 s
          // spawning and importing the server's modules, about a third of this phase (decision 0062).
          isolate: false,
        },
      },
      {
        test: {
          // The stall proof times how long /api/status waits while one user's large request runs in the
          // same process. Beside two other integration files on CI's two cores it timed the machine (a
          // 1,026 ms wait against its 1 s bound; alone it passed every run), so it runs after them, alone.
          name: 'stall',
          include: [...STALL_TESTS],
          ...ON_TEMPLATE_DATABASES,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A journey of 40 s on a quiet machine took over 120 s on CI's (see the integration budgets).
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page shows next (a fetched list, a filled column); its
          // default second is shorter than a loaded CI machine's first fetch, which failed journeys
          // whose screens were right a moment later. What is polled for is unchanged.
          expect: { poll: { timeout: 15_000 } },
          // The server's first start, once; each file's server starts on a copy of its data folder
          // and its own port, so files run side by side: E2E_WORKERS of them (two by default, one per
          // core of CI's machine; see decision 0039).
          globalSetup: ['tests/e2e/server-data-setup.ts'],
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
        },
      },
      {
        test: {
          name: 'cluster',
          // Instances, nginx and a redis-server of its own (issue 23): one file, run after the browser journeys.
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/contracts/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
