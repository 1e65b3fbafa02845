/**
 * Colors from the chatbot's settings (`rgb(r,g,b)`), turned into CSS custom properties for
 * the widget's stylesheets.
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
 * WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white).
 *
 * @example
 * luminance([255, 255, 255]) // 1
 */
export function luminance(color: [number, number, number]): number {
  const [r, g, b] = color.map((value) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The WCAG contrast ratio of two luminances, 1 to 21.
 *
 * @example
 * contrast(1, 0) // 21
 */
export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/**
 * Black or white, whichever has the higher contrast ratio with `color`: at least 4.58:1
 * whatever the colour, enough for text (4.5:1) and icons (3:1).
 *
 * @example
 * readableOn([0, 160, 200]) // '#000' (white would give only 3.06:1)
 */
export function readableOn(color: [number, number, number]): string {
  const own = luminance(color)
  return contrast(own, 0) > contrast(own, 1) ? '#000' : '#fff'
}

/** The darkest background the widget draws coloured text on: #eef2ff, a pressed thumb's. */
const PALEST_GROUND = luminance([238, 242, 255])

/**
 * `color` darkened (towards black, keeping its hue) until text in it reads at 4.5:1 or more on
 * the widget's white and pale grounds; the colour itself when it already does.
 *
 * @example
 * inkOf([0, 160, 200]) // [0, 116, 145]: 4.8:1 on #eef2ff, where rgb(0,160,200) gave 2.7:1
 */
export function inkOf(color: [number, number, number]): [number, number, number] {
  let ink = color
  while (contrast(luminance(ink), PALEST_GROUND) < 4.5) ink = ink.map((value) => Math.floor(value * 0.9)) as [number, number, number]
  return ink
}

/**
 * `--<name>` and `--<name>-text` (a readable foreground), `--<name>-ink` (the colour for text
 * and links drawn in it on the panel's white, inkOf), and `--<name>-edge`: the foreground
 * again when the colour itself stands out less than 3:1 from a white page, so a pale bubble
 * gets a visible edge. None for colors that are not `rgb(r,g,b)`, so the stylesheet's default
 * stays.
 *
 * @example
 * colorProperties('pl-accent', 'rgb(0, 160, 200)')
 * // { '--pl-accent': 'rgb(0,160,200)', '--pl-accent-text': '#000', '--pl-accent-ink': 'rgb(0,116,145)', '--pl-accent-edge': 'transparent' }
 */
export function colorProperties(name: string, color: string): Record<string, string> {
  const channels = parseRgb(color)
  if (!channels) return {}
  const text = readableOn(channels)
  return {
    [`--${name}`]: `rgb(${channels.join(',')})`,
    [`--${name}-text`]: text,
    [`--${name}-ink`]: `rgb(${inkOf(channels).join(',')})`,
    [`--${name}-edge`]: contrast(luminance(channels), 1) < 3 ? text : 'transparent'
  }
}
