/** Debian's chromium, or CHROMIUM_PATH: the only browser this project drives (browser downloads cannot work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Headless and quiet, with a fake microphone that needs no permission prompt: the
 * push-to-talk test records from it like a visitor would.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream'
]
