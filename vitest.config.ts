import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time on CI's two cores: one fork alone left a third of the machine idle (its files wait on
    // the embedded database's start, on imports and on I/O).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // One migrated database per run, copied by every test app (apps/server/test/helpers.ts).
          globalSetup: ['./apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
