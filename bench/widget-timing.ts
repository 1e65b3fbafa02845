/**
 * How soon the widget shows, in headless Chromium against a real server with the demo seeded:
 * from the start of widget.js's download (its resource timing entry) to the bubble in the
 * page, and to the panel ready after a click at that moment (the dialog visible and the
 * message box focused, so the panel's download and the config are both waited for).
 * Marks are taken inside the page; every load is a fresh browser context (empty cache) whose
 * window is left to settle first (WINDOW_SETTLE_MS). Each demo page load is followed by one of a
 * plain page (text and the embed only), whose bubble time is the widget's own path without the
 * demo page's styles, images and scripts around it.
 * Usage: npx tsx bench/widget-timing.ts [loads] (after `npx vite build`)
 */
import type { Browser, Page } from 'playwright-core'
import { pageCall, withDemoChromium } from './demo-chromium.ts'
import { ms, percentile } from './harness.ts'

interface Marks {
  bubble?: number
  /** the dialog visible with an enabled message box in it */
  shown?: number
  /** the message box focused in the visible dialog */
  focused?: number
}

declare global {
  interface Window {
    benchMarks?: Marks
  }
}

/**
 * Runs in the page before any of its scripts: the visitor has accepted the privacy notice
 * before (so opening focuses the message box), and the marks are taken as things appear.
 * The bubble is clicked as soon as it is there.
 */
function recordMarks(chatbotId: string) {
  localStorage.setItem(`porchlight:${chatbotId}:consent`, 'true')
  const marks: Marks = (window.benchMarks = {})
  const watch = new MutationObserver(() => {
    const root = document.querySelector('porchlight-widget')?.shadowRoot
    const bubble = root?.querySelector<HTMLButtonElement>('button.bubble')
    if (!root || !bubble || marks.bubble !== undefined) return
    marks.bubble = performance.now()
    watch.disconnect()
    const box = () => {
      const dialog = root.querySelector<HTMLElement>('[role="dialog"]')
      // visibilityProperty: the closed panel is laid out already, only invisible (panel.css).
      return dialog?.checkVisibility({ visibilityProperty: true }) ? dialog.querySelector('textarea:not([disabled])') : null
    }
    const panel = new MutationObserver(() => {
      if (marks.shown === undefined && box()) marks.shown = performance.now()
    })
    panel.observe(root, { childList: true, subtree: true, attributes: true })
    root.addEventListener('focusin', () => {
      if (marks.focused === undefined && root.activeElement && root.activeElement === box()) marks.focused = performance.now()
    })
    bubble.click()
  })
  watch.observe(document, { childList: true, subtree: true })
}

/**
 * How long a new window is left to settle before the page loads. Each fresh browser context
 * opens a window, and this Chromium then builds the window's own omnibox popup (about 200
 * chrome:// requests over the next second, in a renderer of its own) on the same two cores as the
 * page. A visitor's page loads in a window that is already open, so the measurement waits this out.
 */
const WINDOW_SETTLE_MS = 1000

async function loadOnce(page: Page, url: string, chatbotId: string) {
  await page.addInitScript({ content: pageCall(recordMarks, chatbotId) })
  await page.waitForTimeout(WINDOW_SETTLE_MS)
  await page.goto(url)
  await page.waitForFunction(() => window.benchMarks?.shown !== undefined, null, { timeout: 20_000 })
  // Focus follows the render that shows the dialog by an effect; give it a moment.
  await page.waitForFunction(() => window.benchMarks?.focused !== undefined, null, { timeout: 1000 }).catch(() => undefined)
  return page.evaluate(() => {
    const script = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/widget.js')
    const marks = window.benchMarks as Marks
    if (!script) throw new Error('no resource timing entry for widget.js')
    const start = script.startTime
    return { bubble: (marks.bubble as number) - start, shown: (marks.shown as number) - start, focused: marks.focused === undefined ? undefined : marks.focused - start }
  })
}

/**
 * Loads `url` once in a fresh browser context. With `html`, the browser itself answers `url` with
 * it, so a page can sit at the server's origin (like the demo page) without a route there.
 */
async function timeLoad(browser: Browser, url: string, chatbotId: string, html?: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    if (html !== undefined) await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }))
    return await loadOnce(page, url, chatbotId)
  } finally {
    await context.close()
  }
}

export function measureWidgetTiming(loads: number) {
  return withDemoChromium(async ({ browser, url, chatbotId, plainPage }) => {
    const plainBubble: number[] = []
    const bubble: number[] = []
    const shown: number[] = []
    const focused: number[] = []
    for (let load = 0; load <= loads; load++) {
      const times = await timeLoad(browser, `${url}/`, chatbotId)
      const plain = await timeLoad(browser, `${url}/plain.html`, chatbotId, plainPage)
      if (load === 0) continue // warm-up: the server's first requests
      bubble.push(times.bubble)
      shown.push(times.shown)
      if (times.focused !== undefined) focused.push(times.focused)
      plainBubble.push(plain.bubble)
    }
    return {
      loads: bubble.length,
      bubble: percentile(bubble, 50),
      shown: percentile(shown, 50),
      /** loads where the message box got focus, and their median */
      focusedLoads: focused.length,
      focused: percentile(focused, 50),
      /** script start → bubble on a page of text with nothing else to load */
      plainBubble: percentile(plainBubble, 50),
      browser: browser.version()
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureWidgetTiming(Number(process.argv[2] ?? 20))
  console.log(`Chromium ${result.browser}, median of ${result.loads} loads: script start → bubble ${ms(result.bubble)} ms, ` +
    `→ panel open with the message box ${ms(result.shown)} ms; message box focused in ${result.focusedLoads} loads (median ${ms(result.focused)} ms); ` +
    `on a plain page, script start → bubble ${ms(result.plainBubble)} ms`)
}
