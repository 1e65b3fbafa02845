/**
 * How the click that opens the chat feels on a phone-class CPU: headless Chromium at 4× CPU
 * throttling, the plain page of the Lighthouse bench at the real server's origin, the privacy
 * notice accepted before. Each load waits until panel.js is in the HTTP cache (the loader's idle
 * preload) and clicks a button of the page, whose listener only changes its text: the baseline.
 * Then it either hovers the bubble 1.5 s before clicking it (a mouse: the hover mounts the panel)
 * or clicks it at once (a tap: everything starts with the click). Figures per way, medians: the
 * click's Event Timing duration (what INP counts: from the click to the next frame), the longest
 * task from the click until the dialog is open (0 when none reaches 50 ms), and the click to the
 * dialog open with its message box (its hidden attribute gone).
 * Usage: npx tsx bench/open-timing.ts [loads] (after `npx vite build`)
 */
import type { Browser } from 'playwright-core'
import { pageCall, withDemoChromium } from './demo-chromium.ts'
import { percentile } from './harness.ts'

export type OpenMode = 'after a hover' | 'at once'

interface OpenSample {
  /** Event Timing duration of the bubble's click */
  click: number
  /** Event Timing duration of a click on the page's own button, the baseline */
  pageClick: number
  longestTask: number
  /** click → the dialog open with its message box */
  open: number
}

/** Runs in the page before its scripts: records Event Timing and long tasks, and when the dialog opens. */
function recordOpening(chatbotId: string) {
  localStorage.setItem(`porchlight:${chatbotId}:consent`, 'true')
  const seen = (window.benchOpening = { clicks: {} as Record<string, number>, tasks: [] as [number, number][], open: 0 })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'click' && entry.target) seen.clicks[(entry.target as Element).localName] = entry.duration
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  // The widget's shadow root, once there, is watched on its own: a document's observer does not see inside it.
  const opened = () => {
    const dialog = document.querySelector('porchlight-widget')?.shadowRoot?.querySelector('[role="dialog"]:not([hidden])')
    if (!seen.open && dialog?.querySelector('textarea')) seen.open = performance.now()
  }
  const page = new MutationObserver(() => {
    const root = document.querySelector('porchlight-widget')?.shadowRoot
    if (!root) return
    page.disconnect()
    new MutationObserver(opened).observe(root, { subtree: true, childList: true, attributes: true })
  })
  page.observe(document, { subtree: true, childList: true })
}

declare global {
  interface Window {
    benchOpening?: { clicks: Record<string, number>; tasks: [number, number][]; open: number }
  }
}

async function openOnce(browser: Browser, url: string, html: string, chatbotId: string, mode: OpenMode): Promise<OpenSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }))
    await page.addInitScript({ content: pageCall(recordOpening, chatbotId) })
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url)
    const bubble = page.locator('porchlight-widget button.bubble')
    await bubble.waitFor()
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/panel.js')), null, { timeout: 20_000 })
    await page.locator('#page-button').click()
    await page.waitForTimeout(1500)
    if (mode === 'after a hover') {
      await bubble.hover()
      await page.waitForTimeout(1500)
    }
    const clicked = await page.evaluate(() => performance.now())
    await bubble.click()
    await page.waitForFunction(() => window.benchOpening!.open > 0, null, { timeout: 20_000 })
    await page.waitForTimeout(300) // the click's Event Timing entry comes with the next frame
    return await page.evaluate((since) => {
      const seen = window.benchOpening!
      const during = seen.tasks.filter(([start, duration]) => start + duration >= since && start <= seen.open)
      return {
        // Event Timing leaves out clicks under its 16 ms threshold: those count as 16.
        pageClick: seen.clicks.button ?? 16,
        click: seen.clicks['porchlight-widget'] ?? 16,
        longestTask: Math.max(0, ...during.map(([, duration]) => duration)),
        open: seen.open - since
      }
    }, clicked)
  } finally {
    await context.close()
  }
}

/** Opens the chat `loads` times per mode, the modes in turn. */
export function measureOpenTiming(loads: number) {
  return withDemoChromium(async ({ browser, url, chatbotId, plainPage }) => {
    // The page's button sits at the top, where a click needs no scrolling first.
    const html = plainPage.replace('<body>', `<body><button id="page-button" type="button" onclick="this.textContent = '(512) 555-0142'">Show phone number</button>`)
    const modes: OpenMode[] = ['after a hover', 'at once']
    const samples = new Map<OpenMode, OpenSample[]>(modes.map((mode) => [mode, []]))
    for (let load = 0; load < loads; load++) {
      for (const mode of modes) samples.get(mode)!.push(await openOnce(browser, `${url}/open.html`, html, chatbotId, mode))
    }
    const median = (mode: OpenMode, key: keyof OpenSample) => percentile(samples.get(mode)!.map((sample) => sample[key]), 50)
    return {
      loads,
      modes: modes.map((mode) => ({ mode, click: median(mode, 'click'), longestTask: median(mode, 'longestTask'), open: median(mode, 'open') })),
      pageClick: percentile([...samples.values()].flat().map((sample) => sample.pageClick), 50)
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureOpenTiming(Number(process.argv[2] ?? 7))
  console.log(`4× CPU, median of ${result.loads} loads per mode; a click on the page's own button: ${result.pageClick.toFixed(0)} ms`)
  for (const row of result.modes) {
    console.log(`${row.mode.padEnd(14)} click ${row.click.toFixed(0)} ms (${(row.click / result.pageClick).toFixed(1)}× the page's), longest task ${row.longestTask.toFixed(0)} ms, click → open ${row.open.toFixed(0)} ms`)
  }
}
