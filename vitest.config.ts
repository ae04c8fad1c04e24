import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // One database for the whole run: files run one after another.
          fileParallelism: false,
          // Files share one module graph instead of importing the whole server again each (the
          // imports were 108 of the phase's 306 s in CI). No API test mocks a module, and an app's
          // state lives on its instance (buildApp), so a file still starts from its own app.
          isolate: false,
          // A guard against hangs, not a speed target: CI shares two cores between the database,
          // the app and the tests, and a loaded run must not fail on time alone.
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
