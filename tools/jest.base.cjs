// Shared jest configuration: every package's jest.config.cjs calls this with its own folder.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir the package folder  @param {import('jest').Config} overrides */
module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    moduleNameMapper: {
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'test-utils/mf-runtime-mock.ts'),
    },
    clearMocks: true,
    // several packages' suites run side by side on two cores, beside the browser tests: a test is reported hung
    // after 60 s (a form test with many keystrokes took over 20 s on the slower machine kind with two busy
    // loops beside it), its waits for what should appear give up after 15 s (jest.setup.ts). Bounds, not
    // waits: a passing test takes no longer.
    testTimeout: 60_000,
    ...overrides,
  };
};
module.exports.swc = swc;
