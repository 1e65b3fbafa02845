import { describe, expect, it } from 'vitest'
import { READ_AS_ENGLISH } from '../../../../server/ai/builtin/language.ts'
import { LANGS, PACKS } from '../../../../server/ai/builtin/languages/index.ts'

describe('the language packs\' tables read as English', () => {
  it.each(READ_AS_ENGLISH)('%s: English gives every key the word the others are read as', (table) => {
    for (const [key, words] of Object.entries<string[]>(PACKS.en[table])) expect(words[0], `${table}.${key}`).toMatch(/\S/)
  })

  it.each(LANGS.filter((lang) => lang !== 'en'))('%s: leaves no table empty', (lang) => {
    // A key may stay empty where the language says it with another key's words ("más barato" is both cheaper and cheapest); a table may not.
    for (const table of READ_AS_ENGLISH) expect(Object.values<string[]>(PACKS[lang][table]).some((words) => words.length > 0), table).toBe(true)
  })
})
