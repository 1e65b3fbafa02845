/**
 * Colors from the chatbot's settings (`rgb(r,g,b)`), turned into CSS custom properties
 * set through the CSSOM, which a strict Content-Security-Policy allows.
 */

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/

/**
 * The channels of an `rgb(r,g,b)` color, or undefined for anything else.
 *
 * @example
 * parseRgb('rgb(14, 116, 144)') // [14, 116, 144]
 */
export function parseRgb(color: string): [number, number, number] | undefined {
  const match = RGB.exec(color.trim())
  if (!match) return undefined
  const channels = match.slice(1).map(Number) as [number, number, number]
  return channels.every((value) => value <= 255) ? channels : undefined
}

/**
 * Black or white, whichever reads better on `color` (WCAG relative luminance).
 *
 * @example
 * readableOn('rgb(250,240,200)') // '#111'
 */
export function readableOn(color: [number, number, number]): string {
  const linear = color.map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  return luminance > 0.36 ? '#111' : '#fff'
}

/**
 * Sets `--<name>` and `--<name>-text` (a readable foreground) on `element`; ignores colors
 * that are not `rgb(r,g,b)`, so the stylesheet's default stays.
 *
 * @example
 * setColorProperty(host, 'pl-accent', config.ChatBubbleColor)
 */
export function setColorProperty(element: HTMLElement, name: string, color: string): void {
  const channels = parseRgb(color)
  if (!channels) return
  element.style.setProperty(`--${name}`, `rgb(${channels.join(',')})`)
  element.style.setProperty(`--${name}-text`, readableOn(channels))
}
