import { distance } from 'fastest-levenshtein'
import { US_STATES } from '../../../listings/us-states.ts'
import type { ListingVocabulary } from '../../../store/listing-search.ts'
import { unaccent } from '../languages/index.ts'
import { tokenize, type Token } from './tag.ts'
import { allowed } from './typos.ts'

/** What a question says of place: the chatbot's cities it names, in order, a state, or a place none of the listings are in. */
export interface PlacesNamed {
  /** the chatbot's cities named, in the order named ("Seattle or Portland") */
  cities: string[]
  /** a state's postal code, named by name ("Texas") or by code ("Portland, OR") */
  state?: string
  /** a capitalised place after "in", "near" or "around" that none of the listings are in */
  unknown?: string
  /** the question with the chatbot's city names blanked: "Costa Mesa" and "Del Mar" ask for no beach */
  masked: string
}

/** A name as the words it is read by: "San Diego" → ['san', 'diego']. */
const words = (name: string) => tokenize(unaccent(name)).map((token) => token.text)
const STATE_NAMES = Object.entries(US_STATES).map(([code, name]) => ({ code, words: words(name) }))

/** Common words that are a letter or two from some city's name and must never be read as one. */
const NOT_CITIES = new Set(['homes', 'house', 'houses', 'rental', 'rentals', 'condos', 'listing', 'listings', 'bedroom', 'bedrooms',
  'under', 'about', 'there', 'where', 'which', 'other', 'place', 'places', 'portal', 'dinner', 'denser', 'austen', 'salon', 'diego'])
/** Capitalised words after "in" that are not places: "in the", "in May", "in English". */
const NOT_PLACES = new Set(['the', 'a', 'my', 'your', 'this', 'that', 'total', 'stock', 'person', 'english', 'spanish', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'mls'])
const BEFORE_PLACE = new Set(['in', 'near', 'around'])
/** The words that join two places named together ("Seattle or Portland", "Austin y Denver"), as they may stay after translation. */
export const JOINERS = new Set(['or', 'and', 'o', 'y', 'e', 'ou', 'et', 'oder', 'und', 'u'])

/** `masked` with each joining word between two cities blanked too: "in Seattle or Portland under 3000" leaves no "or under" to read as a bound. */
function withoutJoiners(masked: string, tokens: Token[], joining: (at: number) => boolean): string {
  let text = masked
  tokens.forEach((token, at) => {
    if (joining(at)) text = text.slice(0, token.start) + ' '.repeat(token.end - token.start) + text.slice(token.end)
  })
  return text
}


/**
 * The chatbot's city a question names with a typo or odd spacing ("Austn", "sandiego",
 * "Seatle"), by edit distance against that chatbot's own cities only; undefined when none
 * is close enough. Exact names are matched before this is asked.
 *
 * @example
 * closeCity(['homes', 'in', 'seatle'], ['Austin', 'Seattle']) // 'Seattle'
 */
function closeCity(texts: string[], cities: string[]): string | undefined {
  let best: { city: string; cost: number } | undefined
  for (const city of cities) {
    const name = city.toLowerCase()
    const size = name.split(/\s+/).length
    const squeezed = name.replace(/\s+/g, '')
    for (let start = 0; start < texts.length; start++) {
      for (const span of new Set([size, 1])) {
        const candidate = texts.slice(start, start + span).join(span > 1 ? ' ' : '')
        if (candidate.length < 4 || NOT_CITIES.has(candidate) || /\d/.test(candidate)) continue
        // Each form by its own length: "della" is two letters from "delmar" (six, one allowed), not a typo of "Del Mar".
        const cost = Math.min(...[name, squeezed].map((form) => {
          const letters = distance(candidate, form)
          return letters <= allowed(form.length) ? letters : Infinity
        }))
        if (cost < (best?.cost ?? Infinity)) best = { city, cost }
      }
    }
  }
  return best?.city
}

/** Where the words `name` stand among `texts` from `start` on and are not yet `taken`, or -1. */
function findWords(texts: string[], name: string[], taken: boolean[]): number {
  for (let at = 0; at + name.length <= texts.length; at++) {
    if (name.every((word, i) => texts[at + i] === word && !taken[at + i])) return at
  }
  return -1
}

/** Whether a two-letter token reads as a state's code: upper case between spaces or commas ("Portland, OR"), or any case after "in" or a comma at the very end ("homes in tx"). */
function readsAsCode(text: string, tokens: Token[], at: number): boolean {
  const token = tokens[at]!
  const raw = text.slice(token.start, token.end)
  const bounded = /^$|[\s,()]$/.test(text.slice(0, token.start)) && /^(?:$|[\s,.?!)])/.test(text.slice(token.end))
  if (raw === raw.toUpperCase() && bounded) return true
  const last = /^\s*[.?!]?\s*$/.test(text.slice(token.end))
  return last && (tokens[at - 1]?.text === 'in' || /,\s*$/.test(text.slice(0, token.start)))
}

/** Each vocabulary's cities with the words they are read by, longest name first: read once per listings version. */
const CITY_NAMES = new WeakMap<ListingVocabulary['cities'], { city: string; name: string[] }[]>()
function cityNames(vocabulary: ListingVocabulary): { city: string; name: string[] }[] {
  let names = CITY_NAMES.get(vocabulary.cities)
  if (!names) CITY_NAMES.set(vocabulary.cities, (names = [...vocabulary.cities].sort((a, b) => b.city.length - a.city.length).map(({ city }) => ({ city, name: words(city) }))))
  return names
}

/** The chatbot's cities a question names word for word, longest name first: where each stands, the words they take, and the question with them blanked. */
function citiesNamed(text: string, vocabulary: ListingVocabulary) {
  const tokens = tokenize(text)
  const texts = tokens.map((token) => unaccent(token.text))
  const taken = tokens.map(() => false)
  const found: { city: string; at: number }[] = []
  let masked = text
  for (const { city, name } of cityNames(vocabulary)) {
    for (let at = findWords(texts, name, taken); at >= 0; at = findWords(texts, name, taken)) {
      for (let i = at; i < at + name.length; i++) taken[i] = true
      if (!found.some((entry) => entry.city === city)) found.push({ city, at })
      const [start, end] = [tokens[at]!.start, tokens[at + name.length - 1]!.end]
      masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end)
    }
  }
  return { tokens, texts, taken, found, masked }
}

/**
 * The question with the chatbot's city names blanked, as `placesIn` blanks them, without its
 * search for states, typos and unknown places: what language detection reads.
 *
 * @example
 * withoutCities('casas en Del Mar', vocabulary) // 'casas en        '
 */
export const withoutCities = (text: string, vocabulary: ListingVocabulary): string => citiesNamed(text, vocabulary).masked

/**
 * The places a question names among the chatbot's cities and the US states, found word by word,
 * longest city name first; a city typed with a typo when none is named exactly; and a capitalised
 * place after "in" that none of the listings are in.
 *
 * @example
 * placesIn('Seattle or Portland, rentals under $3,000', vocabulary).cities // ['Seattle', 'Portland']
 * placesIn('homes in Costa Mesa', vocabulary).masked                       // 'homes in           '
 * placesIn('rentals in Seattle or Portland under 3000', vocabulary).masked  // 'rentals in                       under 3000'
 */
export function placesIn(text: string, vocabulary: ListingVocabulary): PlacesNamed {
  const { tokens, texts, taken, found, masked } = citiesNamed(text, vocabulary)
  const named = found.sort((a, b) => a.at - b.at).map((entry) => entry.city)
  const knownCodes = new Set(vocabulary.cities.map((entry) => entry.state.toUpperCase()))
  const byName = STATE_NAMES.find((state) => findWords(texts, state.words, taken) >= 0)
  // Between two cities a code is the word joining them: "Portland OR Seattle".
  const joining = (at: number) => taken[at - 1] === true && taken[at + 1] === true && JOINERS.has(tokens[at]!.text)
  const byCode = tokens.findIndex((token, at) => !taken[at] && !joining(at) && token.text.length === 2 && knownCodes.has(token.text.toUpperCase()) && token.text.toUpperCase() in US_STATES && readsAsCode(text, tokens, at))
  const state = byName?.code ?? (byCode >= 0 ? tokens[byCode]!.text.toUpperCase() : undefined)
  if (named.length || state) return { cities: named, ...(state && { state }), masked: withoutJoiners(masked, tokens, joining) }
  const close = closeCity(texts, vocabulary.cities.map((entry) => entry.city))
  if (close) return { cities: [close], masked }
  const after = tokens.findIndex((token, at) => BEFORE_PLACE.has(token.text) && /^\p{Lu}/u.test(text.slice(tokens[at + 1]?.start ?? 0, tokens[at + 1]?.end ?? 0)) && /^[\s]+$/.test(text.slice(token.end, tokens[at + 1]?.start)))
  if (after < 0 || NOT_PLACES.has(tokens[after + 1]!.text) || tokens[after + 1]!.text.length < 2) return { cities: [], masked }
  const second = tokens[after + 2]
  const twoWords = second && /^\p{Lu}/u.test(text.slice(second.start, second.end)) && /^ +$/.test(text.slice(tokens[after + 1]!.end, second.start))
  return { cities: [], unknown: text.slice(tokens[after + 1]!.start, twoWords ? second.end : tokens[after + 1]!.end), masked }
}
