import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGS, PACKS, settingLanguage } from '../../../../server/ai/builtin/languages/index.ts'
import { languageCode } from '../../../../src/panel/i18n/languages.ts'
import { LANGUAGE_NAMES, type LanguageCode } from '../../../../src/shared/language-names.ts'

/** The widget's UI languages: those it has strings for. */
const WIDGET = ['en', 'es', 'fr', 'de', 'pt', 'ar', 'he']

describe('AIResponseLanguage, read alike by the assistant and the widget from one list', () => {
  it('takes each pack\'s names from the shared list the widget reads', () => {
    for (const lang of LANGS) expect(PACKS[lang].names).toBe(LANGUAGE_NAMES[lang])
    // The shared list is plain data: nothing of the server can reach the widget's bundle through it.
    expect(readFileSync(new URL('../../../../src/shared/language-names.ts', import.meta.url), 'utf8')).not.toMatch(/^import /m)
  })

  it('never names two different languages: what the widget reads is what the assistant answers in', () => {
    for (const [code, names] of Object.entries(LANGUAGE_NAMES) as [LanguageCode, readonly string[]][]) {
      for (const name of names) {
        const unaccented = name.normalize('NFKD').replace(/\p{M}/gu, '')
        for (const setting of [name, unaccented, `${name} (Mexico)`, name.toUpperCase()]) {
          expect(settingLanguage(setting), setting).toBe(code in PACKS ? code : undefined)
          expect(languageCode(setting), setting).toBe(WIDGET.includes(code) ? code : 'en')
        }
      }
    }
    // "Allemand" once gave German answers and English buttons.
    expect(languageCode('Allemand')).toBe('de')
  })

  it('follows the visitor when the setting is empty or names no language the assistant speaks', () => {
    expect(settingLanguage('')).toBeUndefined()
    expect(settingLanguage('Klingon')).toBeUndefined()
    expect(settingLanguage('Arabic')).toBeUndefined()
    expect(languageCode('', 'de-AT')).toBe('de')
    expect(languageCode('Klingon', 'de-AT')).toBe('en')
    expect(languageCode('Estonian')).toBe('en')
  })
})
