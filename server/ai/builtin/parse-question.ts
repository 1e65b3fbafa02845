import { askedFeatures } from '../../listings/concepts.ts'
import { streetAddresses } from './understand/addresses.ts'
import { forgets, type Dropped } from './understand/forget.ts'
import { measuresAsked } from './understand/measures.ts'
import { priceAsked, saleInThousands } from './understand/money.ts'
import { traitsAsked } from './understand/traits.ts'
import { placesIn } from './understand/places.ts'
import type { Neighbours } from './listing-references.ts'
import type { Comparative } from './understand/relative.ts'
import type { ListingCriteria, ListingSort, ListingVocabulary } from '../../store/listing-search.ts'
import { PLACE_CRITERIA } from './search-context.ts'
import { dealWords, listingOrder, namesStudio, propertyType, propertyTypesJoined, roomCount, roomCriteria, typeAgainst, whatIsSaid, yearsBuilt } from './understand/rules.ts'
import { tagBuilt, tagNegations, tagSaid } from './understand/pack-words.ts'
import { tagWords } from './understand/tag.ts'
import { PACKS, escapeRegExp, type Lang } from './languages/index.ts'
import type { Fact, Intent } from './languages/pack.ts'

export type { Fact, Intent }
/** The intents and facts a message may say, as the packs' tables name them. */
const INTENTS = Object.keys(PACKS.en.intents) as Intent[]
const FACTS = Object.keys(PACKS.en.facts) as Fact[]

/** What one question asks, before earlier turns are taken into account. */
export interface ParsedQuestion {
  criteria: ListingCriteria
  sort?: ListingSort
  intents: Set<Intent>
  /** worded as a continuation ("and with 3 bedrooms?", "what about Denver?") */
  continues: boolean
  /** "anywhere", "all cities": drop the place of earlier turns */
  anyPlace: boolean
  /** a capitalised place after "in" that none of the listings are in */
  unknownPlace?: string
  /** asks to see homes or listings, even without a filter ("what homes do you have?") */
  aboutListings: boolean
  /** names the kind of listing itself ("cheapest rental", "3 bedroom house"), so it is a new search rather than a follow-up */
  standalone: boolean
  /** says "it" or "that one" while the last answer showed this many listings (set with the conversation) */
  unclearListing?: number
  /** the keys of listings shown before that it asks to compare (set with the conversation) */
  compare?: string[]
  /** how many of the search's listings, first in its order, it asks to compare ("compare the two cheapest"; set with the conversation) */
  compareTop?: number
  /** asks for listings like or near one shown before (set with the conversation; made a search by its facts) */
  neighbours?: Neighbours
  /** "cheaper than that one", "something bigger": listings compared with one named or shown (set with the conversation; made a search by its facts) */
  relative?: { find: ListingCriteria; than: Comparative }
  /** what earlier turns asked that this one takes back: "forget the pool", "never mind the budget", "any price" */
  dropped?: Dropped
  /** facts of one listing it asks for by name ("and what is the HOA?"): each is answered, or said to be missing */
  facts: Fact[]
  /** asks which one listing stands out by the order ("which is the cheapest?"): that one is named first */
  superlative: boolean
  /** two or more street addresses named together ("542 Elm St or 1466 River Rd"): to be put side by side */
  addresses?: string[]
  /** two or more MLS numbers named together ("compare MLS CO0245069 vs CO0240137"): to be put side by side */
  mlsNumbers?: string[]
  /** its saleType was told by the size of its price alone, with no word for it ("under 2000": a rent) */
  dealByPrice?: boolean
}


const MLS = /\bmls\s*(?:#|number|no\.?|num(?:ber)?|id)?\s*:?\s*#?\s*([a-z0-9-]*\d[a-z0-9-]*)\b|\b([a-z]{1,4}\d{5,})\b/i
const MLS_ALL = new RegExp(MLS.source, 'gi')
const ZIP = /\b(\d{5})(?:-\d{4})?\b/
/** The criteria a question about an area sets: its place (or a listing's, near which), and whether to buy or rent there. */
const AREA_KEYS = new Set<keyof ListingCriteria>([...PLACE_CRITERIA, 'mlsNumber', 'saleType'])

/** A question as the visitor wrote it, and its language, when the question read is its English. */
export interface AsWritten {
  text: string
  lang: Lang
}

/** `text` with the characters of `spans` blanked, its length kept. */
const blanked = (text: string, spans: [number, number][]) => spans.reduce((rest, [start, end]) => rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end), text)

/** Compiled word patterns by text: the same property types are looked for in every question. */
const wordPatterns = new Map<string, RegExp>()
const WORD_PATTERNS_KEPT = 5000
function wordRe(text: string): RegExp {
  let pattern = wordPatterns.get(text)
  if (!pattern) {
    if (wordPatterns.size >= WORD_PATTERNS_KEPT) wordPatterns.clear()
    pattern = new RegExp(`\\b${escapeRegExp(text).replace(/\s+/g, '\\s+')}\\b`, 'i')
    wordPatterns.set(text, pattern)
  }
  return pattern
}
/**
 * Reads one question about listings: place, price, rooms, sale type, property type,
 * MLS number, address, order, and conversational intents. `question` is in the English the
 * reader understands; `asWritten` is the message as the visitor wrote it and its language, whose
 * pack's words (features, intents, facts, years built) are read besides English's.
 *
 * @example
 * parseQuestion('3 bedroom condos for sale in Austin under 500k', vocabulary).criteria
 * // { city: 'Austin', saleType: 'for_sale', propertyType: 'condo', bedrooms: 3, maxPrice: 500000 }
 */
export function parseQuestion(question: string, vocabulary: ListingVocabulary, asWritten: AsWritten = { text: question, lang: 'en' }): ParsedQuestion {
  const { lang } = asWritten
  const text = question.replace(/\s+/g, ' ').trim()
  const forgotten = forgets(text, lang)
  const addresses = streetAddresses(forgotten.rest)
  const places = placesIn(addresses.rest, vocabulary)
  const saidTags = tagSaid(text, lang)
  const fair = blanked(places.masked, saidTags.filter((tag) => tag.value === 'fairHousing').map((tag) => tag.span))
  const said = whatIsSaid(saidTags)
  if (lang !== 'en') for (const value of whatIsSaid(tagSaid(asWritten.text, lang))) said.add(value)
  // Years as written, before "prima" (before) is translated as "first": the year is then not read again as a price or a ZIP.
  const years = yearsBuilt(tagBuilt(lang === 'en' ? fair : asWritten.text, lang))
  const yearsBlanked = years.years.reduce((rest, year) => rest.replace(new RegExp(`\\b${year}(?:s|er)?\\b`, 'g'), (word) => ' '.repeat(word.length)), fair)
  const measures = measuresAsked(yearsBlanked, lang)
  const traits = traitsAsked(measures.rest)
  const criteria: ListingCriteria = { ...measures.criteria, ...traits.criteria, ...years.criteria }
  const price = priceAsked(traits.rest)
  if (price.minPrice !== undefined) criteria.minPrice = price.minPrice
  if (price.maxPrice !== undefined) criteria.maxPrice = price.maxPrice
  // "No condos", "pas d'appartement": a type asked against, its words then read no further.
  const negations = tagNegations(price.rest, lang)
  const ors = negations.length ? tagSaid(price.rest, lang).filter((tag) => tag.value === 'or') : []
  const against = typeAgainst([...negations, ...ors, ...tagWords(price.rest)])
  if (against.types.length) criteria.withoutPropertyType = against.types
  let rest = blanked(price.rest, against.spans)
  // Each noun of the question still there once places, addresses, fair-housing words, traits and a type asked against are blanked:
  // "no apartments" and "any open houses?" after a search narrow it rather than starting afresh.
  const kept = blanked(traits.rest, against.spans)
  const nouns = saidTags.some((tag) => tag.value === 'noun' && kept.slice(...tag.span) === text.slice(...tag.span))

  // Each MLS number once, whatever its case: "MLS TX0240000, is tx0240000 pet friendly?" names one listing.
  const mlsNumbers = [...new Map([...rest.matchAll(MLS_ALL)].map((mls) => (mls[1] ?? mls[2]) as string).map((mls) => [mls.toUpperCase(), mls])).values()]
  if (mlsNumbers.length === 1) criteria.mlsNumber = mlsNumbers[0]
  rest = rest.replace(MLS_ALL, ' ')
  if (addresses.found.length === 1 && !criteria.mlsNumber) criteria.address = addresses.found[0]
  const zip = ZIP.exec(rest)
  if (zip) criteria.zip = zip[1]

  const restTags = tagWords(rest)
  const beds = roomCount(restTags, 'bedroom')
  Object.assign(criteria, roomCriteria(beds, 'bedrooms', 'minBedrooms', 'maxBedrooms'))
  if (namesStudio(restTags) && Object.keys(beds).length === 0) criteria.bedrooms = 0
  // "A studio or a 1 bedroom": either, so at most that many bedrooms.
  else if (namesStudio(restTags) && beds.exact !== undefined) {
    delete criteria.bedrooms
    criteria.maxBedrooms = beds.exact
  }
  Object.assign(criteria, roomCriteria(roomCount(restTags, 'bathroom'), 'bathrooms', 'minBathrooms', 'maxBathrooms'))

  const textTags = tagWords(text)
  const deal = dealWords(textTags)
  const rent = deal.rent || price.monthly || criteria.spaceType !== undefined || criteria.maxDeposit !== undefined
  const buy = deal.sale || criteria.maxHoa !== undefined
  if (rent !== buy) criteria.saleType = rent ? 'for_rent' : 'for_sale'
  // "I rent now but want to buy: homes for sale…": the last word for it is what is asked.
  else if (rent) criteria.saleType = deal.last === 'rent' ? 'for_rent' : 'for_sale'
  const priceTellsDeal = !rent && !buy && (criteria.maxPrice ?? criteria.minPrice) !== undefined
  // Without a word for it, the size of the price tells a monthly rent from a sale price.
  if (priceTellsDeal) criteria.saleType = ((criteria.maxPrice ?? criteria.minPrice) as number) <= 20_000 ? 'for_rent' : 'for_sale'
  // "For sale under 350": a sale price said in thousands.
  if (buy && !rent) Object.assign(criteria, saleInThousands(criteria))

  const storedType = vocabulary.propertyTypes.find((type) => type.length > 2 && wordRe(type).test(rest))
  const typeWord = propertyType(restTags)
  const typesJoined = propertyTypesJoined(rest, restTags)
  if (typesJoined.length) criteria.propertyTypes = typesJoined
  else if (storedType) criteria.propertyType = storedType.toLowerCase()
  else if (typeWord) criteria.propertyType = typeWord
  const facts = FACTS.filter((fact) => said.has(fact))
  // "How big is the lot?", "el tamaño del terreno", "a big lot": the lot of a listing, not a search for land.
  if ((facts.includes('lotSize') || measures.bigLot) && criteria.propertyType === 'land') delete criteria.propertyType

  // "A big lot": the largest lots first, unless another order is asked.
  const sort = listingOrder(textTags) ?? (measures.bigLot ? 'lot_desc' : undefined)
  // "The cheapest home" is one to buy: a monthly rent is not a cheaper house. ("Which is the cheapest?" keeps the earlier kind.)
  if ((sort === 'price_asc' || sort === 'price_desc') && !criteria.saleType && nouns) criteria.saleType = 'for_sale'
  if (places.cities.length > 1) criteria.cities = places.cities
  else if (places.cities[0]) criteria.city = places.cities[0]
  if (places.state) criteria.state = places.state
  const unknownPlace = places.unknown
  const asked = askedFeatures(rest.replace(/\bsingle[-\s]?family\b/gi, ' '), lang)
  if (asked.keywords.length) criteria.keywords = asked.keywords
  if (asked.withoutKeywords.length) criteria.withoutKeywords = asked.withoutKeywords
  const intents = new Set(INTENTS.filter((intent) => said.has(intent)))
  // "More than 3 bedrooms": a bound that opens the message, not a wish to see more.
  if (textTags.some((tag) => tag.from === 0 && (tag.slot === 'comparison' || tag.slot === 'money'))) intents.delete('more')
  // "How much crime is there in Denver?", "school ratings in Austin": a question about the area, not a search of its homes;
  // one that asks for rooms, a price or features is a search ("moving with 2 kids, need a 4 bedroom with a yard").
  const aboutArea = Object.keys(criteria).every((key) => AREA_KEYS.has(key as keyof ListingCriteria))
  if (intents.has('fairHousing') && !nouns && aboutArea) for (const key of Object.keys(criteria)) delete criteria[key as keyof ListingCriteria]
  return {
    criteria,
    ...(sort && { sort }),
    intents,
    continues: said.has('continues'),
    anyPlace: said.has('anyPlace'),
    ...(unknownPlace && { unknownPlace }),
    aboutListings: (said.has('listing') && (said.has('search') || sort !== undefined)) || Object.keys(criteria).length > 0,
    standalone: nouns,
    superlative: sort !== undefined && said.has('superlative'),
    facts,
    ...(forgotten.dropped && { dropped: forgotten.dropped }),
    ...(addresses.found.length > 1 && { addresses: addresses.found }),
    ...(mlsNumbers.length > 1 && { mlsNumbers }),
    ...(priceTellsDeal && { dealByPrice: true })
  }
}
