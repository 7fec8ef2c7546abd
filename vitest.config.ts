import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (src/**, server/**); integration tests live in tests/integration.
// Browser journeys (tests/e2e) run in their own project so a unit run never starts Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/contracts/**', 'src/domain/**/*-fixtures.ts', 'src/domain/**/*-arbitraries.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
