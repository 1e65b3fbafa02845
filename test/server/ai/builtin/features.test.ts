import { describe, expect, it } from 'vitest'
import { toEnglish, type Lang } from '../../../../server/ai/builtin/language.ts'
import { LANGS, PACKS } from '../../../../server/ai/builtin/languages/index.ts'
import type { FeatureName } from '../../../../server/ai/builtin/languages/pack.ts'
import { featuresNamed } from '../../../../server/ai/builtin/understand/rules.ts'
import { tagFeatures } from '../../../../server/ai/builtin/understand/pack-words.ts'
import { askedFeatures, keywordGroups } from '../../../../server/listings/concepts.ts'

/** Each language's utterance → the features it asks for and against, read by its pack's words as the reader gets them. */
const CASES: [Lang, string, FeatureName[], FeatureName[]][] = [
  ['en', 'homes with a pool, no pets', ['a pool'], ['pets allowed']],
  ['en', 'a condo not near the beach, with a walk-in closet', ['walk-in closets'], ['the beach or water nearby']],
  ['en', 'Something I can walk downtown from', ['a walk to downtown'], []],
  ['en', 'beachfront homes with ocean views', ['waterfront', 'the beach or water nearby', 'a view'], []],
  ['en', 'a condo near the water', ['the beach or water nearby'], []],
  ['es', 'casas con jardín y sin piscina', ['a yard or garden'], ['a pool']],
  ['es', 'pisos amueblados con ascensor, lejos del mar', ['furnished', 'an elevator'], ['the beach or water nearby']],
  ['fr', 'maison avec terrasse, sans piscine, pour mes chats', ['a balcony, deck or patio', 'pets allowed'], ['a pool']],
  ['de', 'Wohnung mit Balkon ohne Aufzug, möbliert', ['a balcony, deck or patio', 'furnished'], ['an elevator']],
  ['pt', 'casa com quintal sem piscina, perto da praia', ['a yard or garden', 'the beach or water nearby'], ['a pool']],
  ['it', 'appartamento arredato con terrazzo senza ascensore', ['furnished', 'a balcony, deck or patio'], ['an elevator']],
  ['it', 'casa senza barriere vicino al mare', ['step-free access', 'the beach or water nearby'], []],
  // Words of a pack that hold a word its tables read first ("casa", "à", "un"): read as the reader gets them.
  ['es', 'casa con casa de invitados y suelos de madera', ['an in-law suite or guest house', 'hardwood floors'], []],
  ['fr', 'maison à rénover sur un seul niveau, au bord du lac', ['fixer-upper potential', 'one-level living', 'waterfront'], []],
  ['en', 'a fixer upper with an in-law suite', ['fixer-upper potential', 'an in-law suite or guest house'], []],
  ['de', 'renovierungsbedürftiges Haus mit Einliegerwohnung', ['fixer-upper potential', 'an in-law suite or guest house'], []]
]

describe('features and their negations, by each language pack', () => {
  it.each(CASES)('%s: %s', (lang, utterance, asked, against) => {
    const named = featuresNamed(tagFeatures(toEnglish(utterance, lang), lang))
    expect(named.asked).toEqual(asked)
    expect(named.against).toEqual(against)
  })

  it('reads every word of every pack\'s features as that feature, once the pack\'s tables have read it as the reader gets it', () => {
    const unread = LANGS.flatMap((lang) => Object.entries<string[]>(PACKS[lang].featureWords).flatMap(([name, words]) =>
      words.filter((word) => !askedFeatures(toEnglish(word, lang), lang).names.includes(name)).map((word) => `${lang}: ${word} (${name})`)))
    expect(unread).toEqual([])
  })

  it('reads a language\'s words only in that language: "chat" is a cat in French alone, "camino" a fireplace in Italian alone', () => {
    expect(askedFeatures('can we chat about a house?').names).toEqual([])
    expect(askedFeatures('une maison pour mon chat', 'fr').names).toEqual(['pets allowed'])
    expect(askedFeatures('una casa con camino', 'it').names).toEqual(['a fireplace'])
    expect(askedFeatures('una casa cerca del camino', 'es').names).toEqual([])
  })

  it('keeps a caller\'s English keywords as groups of listing words, other words as themselves', () => {
    expect(keywordGroups('pool, quartz')).toEqual([['pool', 'swimming pool'], ['quartz']])
    expect(askedFeatures('dog friendly rentals').withoutKeywords).toEqual([['cats only']])
  })
})
