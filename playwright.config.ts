import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_WORKERS, workerPort } from './tests/e2e/port';

// Debian's Chromium: Playwright's own browser download cannot work on this offline machine.
const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: 'tests/e2e',
  // One server and one database per worker (see tests/e2e/port.ts): files spread over the
  // workers, and a worker's tests share rows only with the tests of that worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // A flake must show: no retry hides it.
  retries: 0,
  // A guard against a hang, not a speed target: on 27 Nov this machine ran at half its speed of the
  // day before (API phase 344 s against 186 s), and three tests ran out of 60 s mid-way while
  // passing steps. Speed is measured by tests/bench/, never by these timeouts.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list']],
  use: {
    // Read in each worker, where TEST_PARALLEL_INDEX picks that worker's server.
    baseURL: `http://127.0.0.1:${workerPort()}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args },
  },
  // A fresh embedded database with the demo seed per worker, serving the built console (dist/).
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    command: `bash scripts/e2e-server.sh ${E2E_BASE_PORT + i}`,
    url: `http://127.0.0.1:${E2E_BASE_PORT + i}/api/v1/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
