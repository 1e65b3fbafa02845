import { describe, expect, it } from 'vitest'
import { AVATAR_LIGHTNESS, AVATAR_SATURATION, avatarHue, initialsOf } from '../../src/shared/AgentAvatar.tsx'
import { contrast, luminance } from '../../src/shared/colors.ts'

/** sRGB channels of an HSL colour (CSS Color 4's formula). */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}

describe('a person\'s avatar', () => {
  it('takes the initials of the first and last words of the name', () => {
    expect(initialsOf('Dana Reyes')).toBe('DR')
    expect(initialsOf('  dana maria reyes ')).toBe('DR')
    expect(initialsOf('dana')).toBe('D')
    // A user without a display name is named by their e-mail address.
    expect(initialsOf('jo.doe@example.com')).toBe('JD')
    expect(initialsOf('Émile Zola')).toBe('ÉZ')
    expect(initialsOf('')).toBe('?')
  })

  it('gives a name the same colour every time, different names different ones, all readable under white initials', () => {
    expect(avatarHue('Dana')).toBe(avatarHue('Dana'))
    expect(new Set(['Dana', 'Jo', 'Sam', 'Alex', 'Kim'].map(avatarHue)).size).toBeGreaterThan(3)
    for (let hue = 0; hue < 360; hue++) {
      expect(contrast(1, luminance(hslToRgb(hue, AVATAR_SATURATION, AVATAR_LIGHTNESS))), `hue ${hue}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
