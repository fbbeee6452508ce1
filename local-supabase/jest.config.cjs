module.exports = require('../tools/jest.base.cjs')(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: [],
  testTimeout: 60000,
});
