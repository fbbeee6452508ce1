// The date-sensitive tests of every package (files named *.tz.test.ts or *.tz.test.tsx), for one run under the
// time zone TZ names: npm test runs them under TZ=UTC and TZ=America/New_York (a browser west of Greenwich,
// where a date read at local midnight falls on the day before), besides the packages' own runs. What they
// check is the cooperative's time, WIB, whatever the zone.
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const PACKAGES = ['shared-services', 'shared-ui', 'shell', 'storefront', 'backoffice', 'auth'];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: ROOT,
  testTimeout: 60_000,
  projects: PACKAGES.map((pkg) => {
    const own = require(path.join(ROOT, pkg, 'jest.config.cjs'));
    return {
      ...own,
      displayName: pkg,
      testMatch: ['<rootDir>/src/**/*.tz.test.ts?(x)'],
      setupFiles: [...(own.setupFiles ?? []), path.join(__dirname, 'jest.time-zone-check.cjs')],
    };
  }),
};
