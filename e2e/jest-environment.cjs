// The browser tests' jest environment: Node's, noting whether the running test has failed, so that the
// file's afterEach (fixtures.ts) can print what the page and the local server showed at that moment. A CI
// log is all there is of a failure on another machine.
const { TestEnvironment } = require('jest-environment-node');

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__e2eTestFailed = true;
  }
}

module.exports = BrowserTestEnvironment;
