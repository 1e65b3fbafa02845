import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one closing line, "vitest: N passed, N failed, N skipped", that CI reads to know
 * how many tests ran.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
    }
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  }
}
