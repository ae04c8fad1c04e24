// Each Playwright worker drives its own server and database (playwright.config.ts starts one per
// worker, on consecutive ports): tests of two workers never see each other's rows.
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** This worker's server port: TEST_PARALLEL_INDEX is set in each worker before any file loads. */
export const workerPort = () => E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
