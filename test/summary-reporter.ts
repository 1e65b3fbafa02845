import type { Reporter, SerializedError, TestModule } from 'vitest/node'

/**
 * Prints one closing line, "vitest: N passed, N failed, N skipped", that CI reads to know
 * how many tests ran. Failed counts failed tests, test files that failed outside any test
 * (an import or a beforeAll hook), and errors nothing handled, which vitest blames on no
 * test but which fail the run all the same.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    let failedFiles = 0
    for (const testModule of testModules) {
      let failedTests = 0
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') failedTests++
        else counts.skipped++
      }
      counts.failed += failedTests
      if (failedTests === 0 && testModule.state() === 'failed') failedFiles++
    }
    const extra = [
      failedFiles && `${failedFiles} failed outside tests`,
      unhandledErrors.length && `${unhandledErrors.length} unhandled ${unhandledErrors.length === 1 ? 'error' : 'errors'}`
    ].filter(Boolean)
    const failed = counts.failed + failedFiles + unhandledErrors.length
    console.log(`\nvitest: ${counts.passed} passed, ${failed} failed${extra.length ? ` (${extra.join(', ')})` : ''}, ${counts.skipped} skipped`)
  }
}
