import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line ("tests: N passed, N failed, N skipped") that CI
 * tooling reads in any language, and how many browser tests really ran in Chromium.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let browserPassed = 0;
    let browserTotal = 0;
    for (const mod of testModules) {
      const isBrowser = mod.project.name === 'e2e';
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
        if (isBrowser) {
          browserTotal++;
          if (state === 'passed') browserPassed++;
        }
      }
      // A module that failed to load has no tests but is a failure all the same.
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++;
    }
    console.log(`\nBrowser tests in Chromium: ${browserPassed} of ${browserTotal} passed`);
    console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
