// The deploy tools' own tests (tools/deploy/*.test.ts), in Node's environment: they read and write files,
// start HTTP servers and, for the S3 origin, the local Supabase server in-process (PGlite: NODE_OPTIONS needs
// --experimental-vm-modules, as in npm test's `unit tools` step).
module.exports = require('./jest.base.cjs')(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/deploy/**/*.test.ts', '<rootDir>/*.test.ts'],
  setupFilesAfterEnv: [],
});
