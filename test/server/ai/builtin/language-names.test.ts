import { describe, expect, it } from 'vitest'
import { LANGS, PACKS, settingLanguage } from '../../../../server/ai/builtin/languages/index.ts'
import { languageCode } from '../../../../src/panel/i18n/languages.ts'

/**
 * The widget keeps its own, shorter list of names (its bundle is budgeted): a name it knows
 * must name the language the assistant answers in, and its own names must be the assistant's.
 */

describe('AIResponseLanguage, read alike by the assistant and the widget', () => {
  it('never names two different languages: what the widget reads is what the assistant answers in', () => {
    for (const lang of LANGS) {
      for (const name of PACKS[lang].names) {
        const unaccented = name.normalize('NFKD').replace(/\p{M}/gu, '')
        for (const setting of [name, unaccented, `${name} (Mexico)`]) {
          expect(settingLanguage(setting), setting).toBe(lang)
          expect([lang, 'en'], setting).toContain(languageCode(setting))
        }
      }
    }
    for (const name of ['English', 'Spanish', 'español', 'castellano', 'French', 'français', 'German', 'Deutsch', 'Portuguese', 'português']) {
      expect(languageCode(name), name).toBe(settingLanguage(name))
    }
  })

  it('follows the visitor when the setting is empty or names no language the assistant speaks', () => {
    expect(settingLanguage('')).toBeUndefined()
    expect(settingLanguage('Klingon')).toBeUndefined()
    expect(settingLanguage('Allemand')).toBe('de')
  })
})
