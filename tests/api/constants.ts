export const DEMO_PASSWORD = 'demo2026';
