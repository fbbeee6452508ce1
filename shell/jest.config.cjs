module.exports = require('../tools/jest.base.cjs')(__dirname, {
  // the app's tests, and its production server's (server/, in Node's environment)
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts'],
});
