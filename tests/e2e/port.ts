// Each Playwright worker drives its own server and database (playwright.config.ts starts one per
// worker, on consecutive ports): tests of two workers never see each other's rows.
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
// One by default (27 Nov): with two, each a browser, a server and a database on this 2-CPU machine, the
// load reached 12 on a slow day and nine tests ran out of their timeouts; alone, the same tests pass in
// a third of the time. E2E_WORKERS=2 is quicker on a quiet machine.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** This worker's server port: TEST_PARALLEL_INDEX is set in each worker before any file loads. */
export const workerPort = () => E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
