module.exports = require('../tools/jest.base.cjs')(__dirname, {
  testEnvironment: '<rootDir>/jest-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  setupFilesAfterEnv: [],
  globalSetup: '<rootDir>/snapshot-setup.cjs',
  globalTeardown: '<rootDir>/snapshot-teardown.cjs',
  // a test's bound, far past what any test takes on a busy machine: its waits fail first (WAIT_MS, harness.ts)
  testTimeout: 300_000,
});
