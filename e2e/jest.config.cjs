module.exports = require('../tools/jest.base.cjs')(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  setupFilesAfterEnv: [],
  testTimeout: 60000,
});
