import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Debian's Chromium: Playwright's own browser download cannot work on this offline machine.
const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: 'tests/e2e',
  // One server and one database for the run: tests that write use unique names.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args },
  },
  webServer: {
    // A fresh embedded database with the demo seed, serving the built console (dist/).
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
