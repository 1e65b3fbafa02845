import { describe, expect, test } from 'vitest'
import { contrast, luminance, readableOn, colorProperties } from '../../src/shared/colors.ts'

const hex = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as [number, number, number]
const WHITE_PAGE = 1

/** Every 17th step of each channel (16³ colours), plus the ones the issue measured. */
const spread: Array<[number, number, number]> = []
for (let r = 0; r <= 255; r += 17) for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 17) spread.push([r, g, b])
spread.push([0, 160, 200], [249, 115, 22], [14, 165, 233], [119, 119, 119], [118, 118, 118])

describe('colours by the WCAG contrast formula', () => {
  test('the formula gives the known ratios', () => {
    expect(contrast(luminance([255, 255, 255]), luminance([0, 0, 0]))).toBeCloseTo(21)
    expect(contrast(luminance([0, 160, 200]), 1)).toBeCloseTo(3.06, 1)
    expect(contrast(luminance([0, 160, 200]), 0)).toBeCloseTo(6.87, 1)
  })

  test('text and icons on any configured colour reach 4.5:1 (so also 3:1)', () => {
    for (const color of spread) {
      const ratio = contrast(luminance(color), luminance(hex(readableOn(color) === '#000' ? '#000000' : '#ffffff')))
      expect(ratio, `rgb(${color.join(',')})`).toBeGreaterThanOrEqual(4.5)
    }
  })

  test('the colours the issue measured get the darker text', () => {
    expect(readableOn([0, 160, 200])).toBe('#000') // 6.9:1 instead of 3.06:1
    expect(readableOn([249, 115, 22])).toBe('#000') // Tailwind orange-500
    expect(readableOn([14, 165, 233])).toBe('#000') // Tailwind sky-500
    expect(readableOn([37, 99, 235])).toBe('#fff')
  })

  test('the bubble stands out 3:1 from a white page: by its colour, or else by its edge', () => {
    for (const color of spread) {
      const edge = colorProperties('pl-accent', `rgb(${color.join(',')})`)['--pl-accent-edge']
      const shown = edge === 'transparent' ? color : hex(edge === '#000' ? '#000000' : '#ffffff')
      expect(contrast(luminance(shown), WHITE_PAGE), `rgb(${color.join(',')}) with edge ${edge}`).toBeGreaterThanOrEqual(3)
    }
  })

  test('text and links drawn in any configured colour on the panel (white, #f4f7fb, #eef2ff) reach 4.5:1', () => {
    for (const color of spread) {
      const ink = /^rgb\((\d+),(\d+),(\d+)\)$/.exec(colorProperties('pl-accent', `rgb(${color.join(',')})`)['--pl-accent-ink']!)!.slice(1).map(Number) as [number, number, number]
      for (const ground of ['#ffffff', '#f4f7fb', '#eef2ff']) {
        expect(contrast(luminance(ink), luminance(hex(ground))), `rgb(${color.join(',')}) as text on ${ground}`).toBeGreaterThanOrEqual(4.5)
      }
    }
    // A colour that already reads well is kept as it is.
    expect(colorProperties('pl-accent', 'rgb(37, 99, 235)')['--pl-accent-ink']).toBe('rgb(37,99,235)')
  })
})
