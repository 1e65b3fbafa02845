import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string
  nodes: Array<{ target: unknown[] }>
}

/**
 * Every axe-core violation on the page now, of any impact, as "rule (impact): targets";
 * `exclude` lists selectors left out (a host page's own parts, not under test). axe is run
 * through the DevTools protocol, which a page's Content-Security-Policy does not govern.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([])
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const found = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> } }).axe
    return (await axe.run({ exclude: excluded.map((selector) => [selector]) }, { resultTypes: ['violations'] })).violations
  }, exclude)
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`)
}
