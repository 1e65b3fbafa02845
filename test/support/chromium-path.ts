/** Debian's chromium, or CHROMIUM_PATH: the only browser this project drives (browser downloads cannot work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
