/**
 * Browser test files run two at a time, each worker against a demo server of its own
 * (global-setup.ts): the flows mostly wait (debounces, animations, the server's answers), so one
 * browser at a time left a 2-core machine half idle and took ~11 minutes.
 */
export const E2E_WORKERS = 2;
