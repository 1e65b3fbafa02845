import type { Lang } from '../ai/builtin/languages/index.ts'
import type { FeatureName } from '../ai/builtin/languages/pack.ts'
import { featuresNamed } from '../ai/builtin/understand/rules.ts'
import { tagFeatures } from '../ai/builtin/understand/pack-words.ts'
import type { KeywordGroup } from '../store/full-text.ts'

/**
 * A feature visitors ask about, and the words listings use for it. Visitors' words are each
 * language pack's `featureWords`; listings' words are English, matched through the full-text
 * index (which stems them: "views" finds "view").
 */
export interface Concept {
  /** what the search is called in an answer: "with a pool" */
  name: FeatureName
  says: KeywordGroup
  /** words of listings that say the opposite though they match `says` ("pets allowed: cats only"): left out whenever the concept is asked for */
  unless?: KeywordGroup
}

const concept = (name: FeatureName, says: string[], unless?: string[]): Concept => ({ name, says, ...(unless && { unless }) })

/** The concept vocabulary, in the order a search lists them. */
export const CONCEPTS: Concept[] = [
  concept('a pool', ['pool', 'swimming pool']),
  concept('waterfront', ['waterfront', 'oceanfront', 'beachfront', 'bayfront', 'lakefront', 'on the water']),
  concept('the beach or water nearby', ['beach', 'beachfront', 'ocean', 'oceanfront', 'coast', 'coastal', 'waterfront', 'bay', 'sea', 'seaside']),
  concept('a view', ['view', 'views', 'overlooking', 'panoramic']),
  concept('a yard or garden', ['yard', 'backyard', 'garden', 'acre', 'acreage', 'lot size', 'lawn']),
  concept('a garage', ['garage', 'carport']),
  // A listing for "pets allowed: cats only" is no home for a dog.
  concept('dogs allowed', ['dogs allowed', 'dog friendly', 'dogs ok', 'dogs welcome', 'pets allowed', 'pets welcome', 'pet friendly', 'pets ok'], ['cats only']),
  concept('pets allowed', ['pets allowed', 'pet friendly', 'pets welcome', 'pets ok', 'pets yes', 'dogs allowed', 'cats allowed', 'dog friendly', 'cats ok', 'dogs ok']),
  concept('a fireplace', ['fireplace']),
  concept('a balcony, deck or patio', ['balcony', 'terrace', 'deck', 'patio']),
  concept('a rooftop', ['rooftop', 'roof deck']),
  concept('an updated home', ['renovated', 'updated', 'remodeled', 'remodelled', 'modernized']),
  concept('furnished', ['furnished']),
  concept('a home office', ['office', 'study']),
  concept('hardwood floors', ['hardwood', 'wood floors']),
  concept('laundry', ['laundry', 'washer', 'dryer']),
  concept('air conditioning', ['air conditioning', 'central air', 'ac']),
  concept('a gym', ['gym', 'fitness']),
  concept('an elevator', ['elevator', 'lift']),
  concept('step-free access', ['wheelchair', 'accessible', 'step free']),
  concept('solar panels', ['solar']),
  concept('a basement', ['basement', 'cellar']),
  concept('walk-in closets', ['walk in closet']),
  concept('a walk to downtown', ['downtown', 'walk to downtown', 'walkable']),
  concept('mountain views', ['mountain', 'mountains']),
  // "Single-story", "one level", "ranch-style": the listing's own words for a home without stairs inside (a place's "Ranch Rd" is no ranch style).
  concept('one-level living', ['single story', 'single storey', 'one story', 'one level', 'single level', 'ranch style', 'no stairs']),
  // A second home on the lot or in the house. "In-law" only with what follows it: "in" is no word to PostgreSQL's full-text search, so "in law" would be "law".
  concept('an in-law suite or guest house', ['mother in law', 'in law suite', 'in law unit', 'in law apartment', 'guest house', 'guesthouse', 'guest suite', 'adu',
    'accessory dwelling', 'casita', 'granny flat', 'carriage house']),
  concept('fixer-upper potential', ['fixer upper', 'fixer', 'needs work', 'tlc', 'handyman special', 'investor special', 'needs renovation', 'needs updating'])
]

/**
 * Whether `group` is left out only because a concept asked for excludes it (a concept's
 * `unless`), so an answer does not name it as a wish of the visitor's.
 *
 * @example
 * impliedExclusion(['cats only']) // true
 */
export const impliedExclusion = (group: KeywordGroup) => CONCEPTS.some((c) => c.unless?.[0] === group[0])

/** What a question asks of listings' text, and the question with those words blanked out. */
export interface AskedFeatures {
  keywords: KeywordGroup[]
  withoutKeywords: KeywordGroup[]
  /** the concepts asked for (and not negated), for describing the search */
  names: string[]
  /** the concepts asked to be absent */
  withoutNames: string[]
  rest: string
}

/**
 * The features a question in `lang` asks for and against, read by the pack's feature words and
 * negations (see understand/pack-words.ts), with those words blanked out of `rest`.
 *
 * @example
 * askedFeatures('a condo near the beach, no pets')
 * // { keywords: [['beach', 'ocean', …]], withoutKeywords: [['pets allowed', …]], names: ['the beach or water nearby'], withoutNames: ['pets allowed'], rest: … }
 */
export function askedFeatures(question: string, lang: Lang = 'en'): AskedFeatures {
  const { asked, against, spans } = featuresNamed(tagFeatures(question, lang))
  const found: AskedFeatures = { keywords: [], withoutKeywords: [], names: [], withoutNames: [], rest: question }
  for (const [start, end] of spans) found.rest = found.rest.slice(0, start) + ' '.repeat(end - start) + found.rest.slice(end)
  for (const { name, says, unless } of CONCEPTS) {
    if (against.includes(name)) {
      found.withoutKeywords.push(says)
      found.withoutNames.push(name)
    } else if (asked.includes(name)) {
      found.keywords.push(says)
      found.names.push(name)
      if (unless) found.withoutKeywords.push(unless)
    }
  }
  return found
}

/**
 * Keywords as a caller writes them ("pool, ocean view") as groups for the full-text search:
 * a word the vocabulary knows brings its listing words along; other words stand for themselves.
 *
 * @example
 * keywordGroups('pool, quartz') // [['pool', 'swimming pool'], ['quartz']]
 */
export function keywordGroups(keywords: string): KeywordGroup[] {
  const { keywords: groups, rest } = askedFeatures(keywords)
  const plain = rest.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && !STOP_WORDS.has(word))
  return [...groups, ...plain.map((word) => [word])]
}

/** Words that carry no feature of their own. */
export const STOP_WORDS = new Set(['the', 'and', 'with', 'has', 'have', 'that', 'for', 'any', 'some', 'nice', 'big', 'large', 'great',
  'good', 'lots', 'lot', 'plenty', 'space', 'one', 'ones', 'them', 'those', 'these', 'home', 'homes', 'house', 'houses', 'listing',
  'listings', 'property', 'properties', 'place', 'places', 'also', 'only', 'just', 'please', 'really', 'very', 'near'])
