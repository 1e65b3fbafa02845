import { LANGS, PACKS, unaccent, type Lang } from './languages/index.ts'
import type { LanguagePack } from './languages/pack.ts'
import { addressesWithStreetWord } from './understand/addresses.ts'

/** A pack's fields that hold what the assistant writes, or how a setting names the language: no word a visitor types. */
const WRITTEN: ReadonlySet<string> = new Set<keyof LanguagePack>(['locale', 'names', 'join', 'phrases', 'labels', 'leads'])

/** Words visitors type in every language, whichever pack lists them: they tell none. */
const EVERY_LANGUAGE: ReadonlySet<string> = new Set(['ok', 'okay'])

/** How long a pack word must be to count as the head or tail of a longer word: "Mietpreise" ("miet" is too short), "Einfamilienhäuser". */
const PART_LETTERS = 5
/** How many letters the rest of that longer word must have: a compound's other word, not an inflection ("rental" is no "renta"). */
const REST_LETTERS = 3
/** What a pack word found as the head or tail of a longer word counts, against the whole word. */
const PART_WEIGHT = 0.5

/** Scores closer than this are a tie. */
const TIE = 1e-9

/** A message of at most this many words is short: "la quinta", "menos de 500 mil", "open house". */
const SHORT_WORDS = 4
/** How many times the conversation's language's score another must reach to take a short message from it. */
const SHORT_SWITCH = 2

/** The words of `text`, lower case, accents folded, none with a digit ("1st" is no "St"): "Größte Häuser, 2nd" → ['grosste', 'hauser']. */
const wordsOf = (text: string) => unaccent(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => /^\p{L}+$/u.test(word))

/**
 * Every word reachable in a pack's tables, walked without knowing their names: strings and
 * string arrays, records of them, and tables of rows whose first cell is what a visitor types
 * (`[word, value]` of number words). Templates' `{placeholders}`,
 * functions and patterns are skipped.
 */
function typedWords(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') for (const word of wordsOf(value.replace(/\{\w+\}/g, ' '))) into.add(word)
  else if (Array.isArray(value)) for (const item of value) typedWords(Array.isArray(item) ? item[0] : item, into)
  else if (value && typeof value === 'object' && !(value instanceof RegExp)) for (const field of Object.values(value)) typedWords(field, into)
  return into
}

/** What a word counts for each language whose pack has it: shares of one, a share for each pack and two for a pack that lists it among its `markers`. */
type WordWeights = [Lang, number][]

/** How many shares a pack's own `markers` (its words declared telling) weigh against its other words. */
const MARKER_SHARES = 2

/** Whether a marker is telling once folded: "à" and "où" are "a" and "ou", words of other languages too. */
const foldsToItself = (marker: string) => unaccent(marker) === marker || marker.length > 2

/** Each folded word of every pack's typed tables, with what it counts for each language: "sobre" in Spanish and Portuguese counts a half for each. */
const WORDS = ((): Map<string, WordWeights> => {
  const shares = new Map<string, Map<Lang, number>>()
  for (const lang of LANGS) {
    const typed = Object.fromEntries(Object.entries(PACKS[lang]).filter(([field]) => !WRITTEN.has(field)))
    const markers = typedWords(PACKS[lang].markers.filter(foldsToItself), new Set())
    for (const word of typedWords(typed, new Set())) {
      if (EVERY_LANGUAGE.has(word)) continue
      if (!shares.has(word)) shares.set(word, new Map())
      shares.get(word)!.set(lang, markers.has(word) ? MARKER_SHARES : 1)
    }
  }
  return new Map([...shares].map(([word, byLang]) => {
    const total = [...byLang.values()].reduce((sum, share) => sum + share, 0)
    return [word, [...byLang].map(([lang, share]): [Lang, number] => [lang, share / total])]
  }))
})()

/** The pack word a longer `word` starts or ends with, longest first, at least PART_LETTERS letters. */
function partOf(word: string, at: 'head' | 'tail'): WordWeights | undefined {
  for (let length = word.length - REST_LETTERS; length >= PART_LETTERS; length--) {
    const found = WORDS.get(at === 'head' ? word.slice(0, length) : word.slice(word.length - length))
    if (found) return found
  }
  return undefined
}

/**
 * The language a question is written in, by the words of every language pack it uses, with or
 * without their accents: each word counts for the languages whose packs have it, the more the
 * fewer they are, and a word unknown to every pack counts by the pack word it starts or ends
 * with ("Mietwohnungen", "Günstigeres"). A question with no telling word (an address, an MLS number),
 * or as telling for two languages, keeps the conversation's language, `before`; English by default. A short
 * message keeps `before` too when it reads in it, unless another language is far more telling.
 * Mask the chatbot's place names first: "Los Angeles" is no Spanish.
 *
 * @example
 * detectLanguage('Casas en venta en Austin con 3 habitaciones') // 'es'
 * detectLanguage('y cual es la mas barata?')                    // 'es'
 * detectLanguage('le deuxième', 'fr')                           // 'fr'
 */
export function detectLanguage(question: string, before: Lang = 'en'): Lang {
  const scores = new Map<Lang, number>()
  const count = (found: WordWeights | undefined, part: number) => {
    for (const [lang, weight] of found ?? []) scores.set(lang, (scores.get(lang) ?? 0) + weight * part)
  }
  // A street address tells no language: the "n" and "st" of "2210 N 45th St" are no French.
  const words = wordsOf(addressesWithStreetWord(question).rest)
  for (const word of words) {
    const whole = WORDS.get(word)
    if (whole) count(whole, 1)
    else if (word.length >= PART_LETTERS + REST_LETTERS) {
      count(partOf(word, 'head'), PART_WEIGHT)
      count(partOf(word, 'tail'), PART_WEIGHT)
    }
  }
  const top = Math.max(0, ...scores.values())
  // A short message that reads in the conversation's language stays in it unless another is far more telling: "la quinta" after Italian,
  // "cerca de 400 mil" after Portuguese. Not English, the language of a first message: its small words ("a", "in", "plus") are others' too.
  const kept = scores.get(before) ?? 0
  if (before !== 'en' && words.length <= SHORT_WORDS && kept > TIE && top < kept * SHORT_SWITCH) return before
  const leaders = LANGS.filter((lang) => (scores.get(lang) ?? 0) > top - TIE)
  return leaders.length === 1 ? leaders[0]! : before
}
