// Service integration tests: the real supabase-js client against the local Supabase server started
// in-process (local-supabase/test/helpers/server.ts) on an in-memory PGlite database.
// PGlite loads its WASM with a dynamic import: run with NODE_OPTIONS=--experimental-vm-modules.
const { swc } = require('../tools/jest.base.cjs');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/test/integration/**/*.int.test.ts'],
  clearMocks: true,
  testTimeout: 60000,
};
