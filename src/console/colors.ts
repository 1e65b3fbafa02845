/**
 * `rgb(r,g,b)` (the settings' colour format) to `#rrggbb` (a colour input's value) and back.
 *
 * @example
 * hexOf('rgb(14,116,144)') // '#0e7490'
 * rgbOf('#0e7490') // 'rgb(14,116,144)'
 */
export function hexOf(rgb: string): string {
  const channels = /(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(rgb)
  if (!channels) return '#000000'
  return '#' + channels.slice(1, 4).map((value) => Number(value).toString(16).padStart(2, '0')).join('')
}

export function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(value >> 16) & 255},${(value >> 8) & 255},${value & 255})`
}
