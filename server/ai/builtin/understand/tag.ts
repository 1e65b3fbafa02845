import { smallNumber } from '../amounts.ts'
import { closeWord } from './typos.ts'
import { ELIDED, PACKS, spellings, unaccent } from '../languages/index.ts'
import { LAND_WITH_A_HOME } from '../languages/en.ts'
import { numberNames } from '../languages/numbers.ts'
import type { BuiltWord, Comparison, Cue, Fact, FeatureName, Intent, MarketWord, MeasureWord, MoneyWord, Ordinal, ParkingWord, Trait, TypePart } from '../languages/pack.ts'
import type { ListingSort } from '../../../store/listing-search.ts'

/** One word of a question, lower case, where it stands in the text. */
export interface Token {
  text: string
  start: number
  end: number
  /** only spaces or a hyphen stand between it and the word before ("3-bed", "3 bed"; not "3, bed") */
  glued: boolean
}

/** The kinds of meaning a word may carry. */
export type Slot = 'count' | 'unit' | 'comparison' | 'money' | 'ordinal' | 'deal' | 'type' | 'order' | 'feature' | 'negation' | 'said' | 'built' | 'year' | 'measure' |
  'trait' | 'parking' | 'market'

/** What each slot's tag holds. */
export interface SlotValues {
  count: number
  /** what a count counts */
  unit: 'bedroom' | 'bathroom' | 'studio'
  /** "at least 3", "more than 3", "3 or more" */
  comparison: Comparison
  /** a word of an amount of money or of its bounds: "under", "k", "million", "a month" (see money.ts) */
  money: MoneyWord
  /** a listing's place in an answer: "the second one" */
  ordinal: Ordinal
  /** sale or rent */
  deal: 'sale' | 'rent'
  /** a kind of property, by the word a stored type contains */
  type: TypePart
  /** the order a superlative or comparative asks for: "cheapest", "bigger", "newest" */
  order: ListingSort
  /** a feature of a home asked for (or against, after a negation): "pool", "piscina" */
  feature: FeatureName
  /** words that turn the feature right after them around: "without", "sin", "pas de" */
  negation: true
  /** what a message says besides a search's conditions: an intent, a fact asked for, a cue (see Cue) */
  said: Said
  /** a word of when a home was built: "built", "after", "or later" (see BuiltWord) */
  built: BuiltWord | 'decade'
  /** a year a home may be built in: "2010" */
  year: number
  /** a word of a size: a unit of area, a lot, "per" (see MeasureWord) */
  measure: MeasureWord
  /** what a listing is, asked for by name: "new construction", "sold", "open house", "private room" (see Trait) */
  trait: Trait
  /** parking and what it holds: "parking spots", "cars" */
  parking: ParkingWord
  /** a word of time on the market: "listed", "this week", "days" (see MarketWord) */
  market: MarketWord
}

/** What a message says besides a search's conditions. */
export type Said = Intent | Fact | Cue

/**
 * A slot found on one word or phrase: `from` and `to` are token indexes (end excluded), `span`
 * the characters, `glued` whether its first word is glued to the word before (see Token).
 */
export type Tag = { [S in Slot]: { slot: S; value: SlotValues[S]; from: number; to: number; span: [number, number]; glued: boolean } }[Slot]

/** "m2", "ft²" are one word; any other number is its own word; an elided article is a word ("d'", then "appartement"). */
const WORD = new RegExp(`(?<!\\p{L})(?:m|ft|pi)[2²](?![\\p{L}\\d])|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|(?<!\\p{L})${ELIDED}(?=\\p{L}|$|\\s)|[\\p{L}]+(?:['’][\\p{L}]+)*|[+$<>~]`, 'giu')

/** A word as the tables hold it: lower case, accents folded ("Jardín" as "jardin"), one kind of apostrophe. */
const folded = (text: string) => unaccent(text).toLowerCase().replace(/’/g, "'")

/** The tokens of the texts read last, by text: one message is tokenized by each of its readers, often as the same text. */
const TOKENIZED = new Map<string, readonly Token[]>()
const TOKENIZED_KEPT = 64

/**
 * A question's words and numbers in order, lower case and unaccented: "3br" is two tokens, "2+" two, "$1,300,000" two, "150m2" two, a hyphen none.
 * The tokens are shared between the readers of a text: read them, never change them.
 *
 * @example
 * tokenize('2+ bedrooms').map((token) => token.text) // ['2', '+', 'bedrooms']
 */
export function tokenize(text: string): Token[] {
  const known = TOKENIZED.get(text)
  if (known) return known as Token[]
  let end = 0
  const tokens = [...text.matchAll(WORD)].map((match) => {
    const token = { text: folded(match[0]), start: match.index, end: match.index + match[0].length, glued: /^[\s-]*$/.test(text.slice(end, match.index)) }
    end = token.end
    return Object.freeze(token)
  })
  if (TOKENIZED.size >= TOKENIZED_KEPT) TOKENIZED.clear()
  TOKENIZED.set(text, Object.freeze(tokens))
  return tokens
}

/** A slot and its value, as a phrase of the table below gives them. */
type PhraseTag = { [S in Slot]: { slot: S; value: SlotValues[S] } }[Slot]
/** One phrase of the reader's words: what it tags, unless the word after it is `notBefore` ("a lot of"). */
interface Phrase { words: string; tag: PhraseTag; notBefore?: string }

/** Every phrase of `phrases` tagged with one slot's value. */
export function tagged<S extends Slot>(slot: S, value: SlotValues[S], phrases: string[], notBefore?: string): Phrase[] {
  return phrases.map((words) => ({ words, tag: { slot, value } as PhraseTag, ...(notBefore && { notBefore }) }))
}

/**
 * The reader's words for each slot, every inflection listed; bounds are the English pack's.
 * Each language pack's tables read as English turn its own words into these before a question
 * is read (see language.ts `toEnglish`).
 */
const PHRASES: Phrase[] = [
  // English numbers of two words or more ("twenty one", "two hundred"); one word is read by smallNumber.
  ...numberNames(PACKS.en.numberWords).filter(([name]) => name.includes(' ')).flatMap(([name, value]) => tagged('count', value, [name])),
  ...tagged('unit', 'bedroom', ['bed', 'beds', 'bedroom', 'bedrooms', 'br', 'bd', 'bdr', 'bdrs', 'bdrm', 'bdrms']),
  ...tagged('unit', 'bathroom', ['bath', 'baths', 'bathroom', 'bathrooms', 'ba']),
  ...tagged('unit', 'studio', ['studio', 'studios']),
  ...Object.entries(PACKS.en.comparisons).flatMap(([value, phrases]) => tagged('comparison', value as Comparison, phrases)),
  ...Object.entries(PACKS.en.money).flatMap(([value, phrases]) => tagged('money', value as MoneyWord, phrases)),
  ...Object.entries(PACKS.en.ordinals).flatMap(([value, phrases]) => tagged('ordinal', value as Ordinal, phrases)),
  ...tagged('deal', 'rent', ['lowest rent', 'rent', 'rents', 'rental', 'rentals', 'renting', 'lease', 'leasing', 'to let', 'tenant']),
  ...tagged('deal', 'sale', ['sale', 'buy', 'buying', 'purchase', 'purchasing', 'to own']),
  ...tagged('type', 'condo', ['condo', 'condos', 'condominium', 'condominiums']),
  ...tagged('type', 'town', ['townhouse', 'townhouses', 'townhome', 'townhomes', 'town house', 'town houses', 'town home', 'town homes', 'rowhouse', 'rowhouses', 'row house', 'row houses']),
  ...tagged('type', 'single', ['single family', 'singlefamily', 'detached']),
  ...tagged('type', 'apartment', ['apartment', 'apartments', 'apt', 'apts', 'flat', 'flats']),
  ...tagged('type', 'multi', ['multi family', 'multifamily', 'duplex', 'duplexes', 'triplex', 'triplexes', 'fourplex', 'fourplexes']),
  ...tagged('type', 'land', ['land']),
  ...tagged('type', 'land', ['lot', 'lots'], 'of'),
  // "A house with land", "lots of land": land that comes with a home, no land listing (languages/en.ts reads it as a yard).
  ...tagged('feature', 'a yard or garden', LAND_WITH_A_HOME),
  ...tagged('order', 'price_asc', ['cheapest', 'lowest price', 'least expensive', 'most affordable', 'cheaper', 'cheaper than', 'lowest rent',
    'low to high', 'lowest to highest', 'lowest first', 'least expensive first', 'ascending', 'sort by price', 'sorted by price', 'order by price', 'ordered by price']),
  ...tagged('order', 'price_desc', ['most expensive', 'priciest', 'highest price', 'luxury', 'luxurious', 'fanciest',
    'high to low', 'highest to lowest', 'highest first', 'most expensive first', 'priciest first', 'descending',
    ...['sort', 'sorted', 'order', 'ordered'].flatMap((verb) => [`${verb} by price high to low`, `${verb} by price descending`, `${verb} by highest price`])]),
  // The lot's size before the home's: "the biggest lot" is no search for land; "lot biggest" as Spanish and Italian put it ("el terreno más grande").
  ...tagged('order', 'lot_desc', ['biggest lot', 'biggest lots', 'largest lot', 'largest lots', 'biggest plot', 'largest plot', 'most land', 'most acreage',
    'lot biggest', 'lots biggest', 'lot the biggest']),
  ...tagged('order', 'largest', ['biggest', 'largest', 'most space', 'most spacious', 'most square feet', 'most square foot', 'bigger', 'larger', 'or bigger', 'or larger', 'roomier', 'more space', 'sort by size', 'sorted by size', 'order by size', 'ordered by size']),
  ...tagged('order', 'smallest', ['smallest', 'tiniest', 'least space', 'smaller']),
  ...tagged('order', 'built', ['newest built', 'newest constructed', 'newest construction', 'most recently built', 'most recently constructed', 'most recently construction', 'newest homes built']),
  ...tagged('order', 'newest', ['newest', 'latest', 'most recent', 'just listed', 'new listings', 'recently listed', 'newly listed'])
]

/** The phrases of one table by their first word, longest first, so "or more" wins over a lone "or"; a phrase of two slots ("or bigger") carries both. */
export type PhraseTable = Map<string, { words: string[]; tags: PhraseTag[]; notBefore?: string }[]>

export function tableOf(phrases: Phrase[]): PhraseTable {
  const table: PhraseTable = new Map()
  for (const { words: phrase, tag, notBefore } of phrases.flatMap((phrase) => spellings(phrase.words).map((words) => ({ ...phrase, words })))) {
    const split = tokenize(phrase).map((token) => token.text)
    const list = table.get(split[0]!) ?? []
    const same = list.find((entry) => entry.words.join(' ') === split.join(' ') && entry.notBefore === notBefore)
    if (same) {
      if (!same.tags.some((known) => known.slot === tag.slot && known.value === tag.value)) same.tags.push(tag)
    } else list.push({ words: split, tags: [tag], ...(notBefore && { notBefore }) })
    list.sort((a, b) => b.words.length - a.words.length)
    table.set(split[0]!, list)
  }
  return table
}

/** The longest phrase of `table` that starts at token `at`, or undefined. */
export const phraseAt = (tokens: Token[], at: number, table: PhraseTable) => table.get(tokens[at]!.text)?.find(({ words, notBefore }) =>
  words.every((word, i) => tokens[at + i]?.text === word) && (notBefore === undefined || tokens[at + words.length]?.text !== notBefore))

/**
 * The tags of `table`'s phrases in `tokens`, longest phrase first at each word; `other` may tag a
 * word no phrase starts with (a count).
 */
export function tagTokens(tokens: Token[], table: PhraseTable, other?: (token: Token, at: number) => Tag | undefined): Tag[] {
  const tags: Tag[] = []
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!
    const phrase = phraseAt(tokens, at, table)
    if (phrase) {
      const to = at + phrase.words.length
      for (const tag of phrase.tags) tags.push({ ...tag, from: at, to, span: [token.start, tokens[to - 1]!.end], glued: token.glued } as Tag)
      at = to
      continue
    }
    const tag = other?.(token, at)
    if (tag) tags.push(tag)
    at++
  }
  return tags
}

const WORDS = tableOf(PHRASES)
/** The one-word phrases of sale or rent and of property types, by their words: what a typo may stand for ("apartmnts", "rnet"). */
const TYPED = new Map(PHRASES.filter(({ words, tag, notBefore }) => (tag.slot === 'deal' || tag.slot === 'type') && !notBefore && /^[a-z]+$/.test(words)).map(({ words, tag }) => [words, tag]))
const TYPED_WORDS = [...TYPED.keys()]

/**
 * The slots a question's words carry, in the order they come: counts (digits or English number
 * words up to ninety-nine, and whole hundreds), what they count, comparisons, the words for sale or rent, property types and orders;
 * a word for sale, rent or a type typed with a typo is read as that word (see typos.ts).
 *
 * @example
 * tagWords('at least 3 beds for rent').map(({ slot, value }) => [slot, value])
 * // [['comparison', 'atLeast'], ['count', 3], ['unit', 'bedroom'], ['deal', 'rent']]
 */
export function tagWords(text: string): Tag[] {
  return tagTokens(tokenize(text), WORDS, (token, at) => {
    const where = { from: at, to: at + 1, span: [token.start, token.end] as [number, number], glued: token.glued }
    const count = /^\d|^[a-z]+$/.test(token.text) ? smallNumber(token.text) : undefined
    if (count !== undefined) return { slot: 'count', value: count, ...where }
    const typo = closeWord(token.text, TYPED_WORDS)
    return typo === undefined ? undefined : { ...TYPED.get(typo)!, ...where } as Tag
  })
}
