import { askedFeatures } from '../../listings/concepts.ts'
import { streetAddresses } from './understand/addresses.ts'
import { forgets, type Dropped } from './understand/forget.ts'
import { priceAsked } from './understand/money.ts'
import { placesIn } from './understand/places.ts'
import type { Neighbours } from './listing-references.ts'
import type { Comparative } from './understand/relative.ts'
import type { ListingCriteria, ListingSort, ListingVocabulary } from '../../store/listing-search.ts'
import { dealWords, listingOrder, namesStudio, propertyType, roomCount } from './understand/rules.ts'
import { tagWords } from './understand/tag.ts'
import type { Lang } from './languages/index.ts'
import { parseFeatures } from './parse-features.ts'

/** A fact of one listing that a question may ask for by name. */
export type Fact = 'hoa' | 'deposit' | 'pricePerArea' | 'yearBuilt'
const FACTS: [Fact, RegExp][] = [
  ['hoa', /\bhoa\b|\b(?:homeowners?'?\s+)?association\s+(?:fees?|dues)\b/i],
  ['deposit', /\bdeposit\b/i],
  ['pricePerArea', /\bprice\s+per\s+(?:square|sq|m2|area)|\bper\s+(?:square\s+f(?:oo|ee)t|sq\.?\s*ft)\b/i],
  ['yearBuilt', /\b(?:year\s+built|when\s+was\s+it\s+built|how\s+old)\b/i]
]

/** Things a visitor may say that are not a search. */
export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'identity' | 'human' | 'coverage' | 'more' | 'contact' | 'offTopic' | 'fairHousing'

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
}


const MLS = /\bmls\s*(?:#|number|no\.?|num(?:ber)?|id)?\s*:?\s*#?\s*([a-z0-9-]*\d[a-z0-9-]*)\b|\b([a-z]{1,4}\d{5,})\b/i
const ZIP = /\b(\d{5})(?:-\d{4})?\b/

const LISTING_WORDS = /\b(?:homes?|houses?|listings?|propert(?:y|ies)|places?|apartments?|condos?|townhomes?|townhouses?|units?|real estate|rent(?:al)?s?|buy|sale|options?)\b/i
/** A listing word alone ("can I bring pets to the house?") is not a search; with one of these it is. */
const SEARCH_WORDS = /\b(?:show|list|have|got|available|find|looking|look|search|see|any|anything|what|which|browse|interested|want|need|buy|rent|sale|recommend)\b/i

const CONTINUES = /^\s*(?:and|what\s+about|how\s+about|also|only|just|but|ok(?:ay)?[,\s]+(?:and|what\s+about|how\s+about)|now|then|same|with|without|cheaper|bigger|smaller|newer|any\s+with|do\s+any|does\s+any|which\s+(?:of|ones?)|filter|narrow|of\s+(?:those|these|them))\b|\b(?:of\s+(?:those|these|them)|the\s+ones|those|these)\b/i
/** Words that name the kind of listing a question is about. */
const LISTING_NOUNS = /\b(?:homes?|houses?|listings?|propert(?:y|ies)|apartments?|apts?|condos?|townhomes?|townhouses?|rentals?|studios?|real estate|duplex(?:es)?|lofts?|villas?|cabins?|land)\b/i
/**
 * Questions about who lives somewhere, schools or safety: fair housing rules keep answers to
 * what the listing itself says, so these words never become a search or a description.
 */
const FAIR_HOUSING = /\b(?:safe(?:st|r)?|safety|crime|criminal|dangerous|schools?|school\s+district|famil(?:y|ies)[-\s]friendly|good\s+for\s+(?:famil(?:y|ies)|kids|children)|kids|children|families|young\s+professionals|retirees|seniors|elderly|religio\w*|christians?|jewish|muslims?|hispanic|latinos?|white|black|asian|immigrants?|diverse|diversity|demographics?|neighbou?rs|good\s+neighbou?rhood|bad\s+neighbou?rhood|nice\s+neighbou?rhood|quiet\s+neighbou?rhood|ghetto|gentrif\w*|single\s+(?:men|women)|couples)\b/gi
const INTENTS: [Intent, RegExp][] = [
  ['greeting', /^\s*(?:hi|hello|hey|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day)|hola|yo)\b/i],
  ['thanks', /\b(?:thanks|thank\s+you|thx|ty|appreciate\s+it|cheers)\b/i],
  ['goodbye', /\b(?:bye|goodbye|see\s+you|have\s+a\s+(?:good|nice)\s+(?:day|one))\b/i],
  ['identity', /\b(?:are\s+you\s+(?:a\s+|an\s+)?(?:bot|robot|human|real|person|ai|machine|computer)|who\s+are\s+you|what\s+are\s+you|is\s+this\s+(?:a\s+)?(?:bot|human|real\s+person|ai))\b/i],
  ['human', /\b(?:talk|speak|chat|connect\s+me)\s+(?:to|with)\s+(?:a\s+|an\s+|someone|somebody)?\s*(?:human|person|agent|realtor|someone|somebody|representative|broker)|\breal\s+person\b|\bhuman\s+agent\b/i],
  ['coverage', /\b(?:which|what)\s+(?:cities|areas|neighbou?rhoods|places|locations|states|towns)\b|\bwhere\s+(?:do|are)\s+you(?:r)?\b|\bareas?\s+(?:do\s+)?you\s+(?:cover|serve)\b/i],
  ['contact', /\b(?:schedule|book|arrange|set\s+up|make|request|plan)\s+(?:a\s+|an\s+)?(?:showing|viewing|visit|tour|appointment|walk[-\s]?through)|\bshowings?\b|\bcan\s+i\s+(?:see|visit|view|tour)\s+(?:it|this|the)\b|\bcontact\b|\bcall\s+(?:me|you)\b|\bphone\s+number\b|\be-?mail\s+address\b|\bopening\s+hours\b|\bpolic(?:y|ies)\b|\bapplication\s+fee|\bapply\b|\bcredit\s+(?:check|score)|\bbackground\s+check|\blease\s+terms\b|\bcan\s+i\s+(?:bring|have|keep|smoke|sublet|paint)\b|\b(?:is|are)\s+(?:smoking|subletting|pets|dogs|cats)\s+(?:allowed|ok|permitted)\b|\bmake\s+an?\s+offer\b|\bnegotiat|\bmortgage\b|\bpre-?approv|\binterest\s+rates?\b|\blegal\b|\blawyers?\b|\battorneys?\b|\b(?:tax|financial|investment)\s+advice\b/i],
  ['offTopic', /\b(?:weather|jokes?|poems?|recipes?|pizza|restaurants?|bars?|sports?|football|news|stocks?|bitcoin|crypto|movies?|songs?|translate|homework|programming|math|election|president|hotels?|flights?)\b/i],
  ['fairHousing', FAIR_HOUSING],
  ['more', /^\s*(?:(?:show|see|any|give)\s+(?:me\s+)?)?(?:some\s+)?(?:more|next|others?|other\s+ones)\b|\bmore\s+(?:results|listings|homes|options|of\s+them)\b|\bnext\s+(?:page|ones?)\b/i]
]

/** "Which is the cheapest?", "what's the biggest one": one listing asked for, not a list ("which homes…"). */
const SUPERLATIVE = /\b(?:which|what)(?:'s|\s+is|\s+one)\b|\bwhich\b(?!\s+(?:homes|houses|listings|ones|properties|rentals|condos|apartments))/i
const ANY_PLACE = /\b(?:anywhere|any\s+(?:city|area|location|place)|all\s+(?:cities|areas|locations))\b/i

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Compiled word patterns by text: the same property types are looked for in every question. */
const wordPatterns = new Map<string, RegExp>()
const WORD_PATTERNS_KEPT = 5000
function wordRe(text: string): RegExp {
  let pattern = wordPatterns.get(text)
  if (!pattern) {
    if (wordPatterns.size >= WORD_PATTERNS_KEPT) wordPatterns.clear()
    pattern = new RegExp(`\\b${escape(text).replace(/\s+/g, '\\s+')}\\b`, 'i')
    wordPatterns.set(text, pattern)
  }
  return pattern
}
/**
 * Reads one question about listings: place, price, rooms, sale type, property type,
 * MLS number, address, order, and conversational intents; `lang` is the language it was
 * written in, whose pack's words it is read by besides English.
 *
 * @example
 * parseQuestion('3 bedroom condos for sale in Austin under 500k', vocabulary).criteria
 * // { city: 'Austin', saleType: 'for_sale', propertyType: 'condo', bedrooms: 3, maxPrice: 500000 }
 */
export function parseQuestion(question: string, vocabulary: ListingVocabulary, lang: Lang = 'en'): ParsedQuestion {
  const text = question.replace(/\s+/g, ' ').trim()
  const forgotten = forgets(text, lang)
  const addresses = streetAddresses(forgotten.rest)
  const places = placesIn(addresses.rest, vocabulary)
  const fair = places.masked.replace(FAIR_HOUSING, ' ')
  const features = parseFeatures(fair)
  const criteria: ListingCriteria = { ...features.criteria }
  const price = priceAsked(features.rest)
  if (price.minPrice !== undefined) criteria.minPrice = price.minPrice
  if (price.maxPrice !== undefined) criteria.maxPrice = price.maxPrice
  let rest = price.rest

  const mls = MLS.exec(rest)
  if (mls) {
    criteria.mlsNumber = (mls[1] ?? mls[2]) as string
    rest = rest.replace(mls[0], ' ')
  }
  if (addresses.found.length === 1 && !criteria.mlsNumber) criteria.address = addresses.found[0]
  const zip = ZIP.exec(rest)
  if (zip) criteria.zip = zip[1]

  const restTags = tagWords(rest)
  const beds = roomCount(restTags, 'bedroom')
  if (beds.exact !== undefined) criteria.bedrooms = beds.exact
  if (beds.min !== undefined) criteria.minBedrooms = beds.min
  if (namesStudio(restTags) && beds.exact === undefined && beds.min === undefined) criteria.bedrooms = 0
  const baths = roomCount(restTags, 'bathroom')
  if (baths.exact !== undefined) criteria.bathrooms = baths.exact
  if (baths.min !== undefined) criteria.minBathrooms = baths.min

  const textTags = tagWords(text)
  const deal = dealWords(textTags)
  const rent = deal.rent || price.monthly || criteria.spaceType !== undefined || criteria.maxDeposit !== undefined
  const buy = deal.sale || criteria.maxHoa !== undefined
  if (rent !== buy) criteria.saleType = rent ? 'for_rent' : 'for_sale'
  // "I rent now but want to buy: homes for sale…": the last word for it is what is asked.
  else if (rent) criteria.saleType = deal.last === 'rent' ? 'for_rent' : 'for_sale'
  else if (!rent && (criteria.maxPrice ?? criteria.minPrice) !== undefined) {
    // Without a word for it, the size of the price tells a monthly rent from a sale price.
    criteria.saleType = ((criteria.maxPrice ?? criteria.minPrice) as number) <= 20_000 ? 'for_rent' : 'for_sale'
  }

  const storedType = vocabulary.propertyTypes.find((type) => type.length > 2 && wordRe(type).test(rest))
  const typeWord = propertyType(restTags)
  if (storedType) criteria.propertyType = storedType.toLowerCase()
  else if (typeWord) criteria.propertyType = typeWord

  const sort = listingOrder(textTags)
  // "The cheapest home" is one to buy: a monthly rent is not a cheaper house. ("Which is the cheapest?" keeps the earlier kind.)
  if ((sort === 'price_asc' || sort === 'price_desc') && !criteria.saleType && LISTING_NOUNS.test(fair)) criteria.saleType = 'for_sale'
  if (places.cities.length > 1) criteria.cities = places.cities
  else if (places.cities[0]) criteria.city = places.cities[0]
  if (places.state) criteria.state = places.state
  const unknownPlace = places.unknown
  const asked = askedFeatures(rest.replace(/\bsingle[-\s]?family\b/gi, ' '), lang)
  if (asked.keywords.length) criteria.keywords = asked.keywords
  if (asked.withoutKeywords.length) criteria.withoutKeywords = asked.withoutKeywords
  const intents = new Set(INTENTS.filter(([, re]) => new RegExp(re.source, 'i').test(text)).map(([intent]) => intent))
  // "How much crime is there in Denver?", "school ratings in Austin": a question about the area, not a search of its homes.
  if (intents.has('fairHousing') && !LISTING_NOUNS.test(fair)) for (const key of Object.keys(criteria)) delete criteria[key as keyof ListingCriteria]
  return {
    criteria,
    ...(sort && { sort }),
    intents,
    continues: CONTINUES.test(text),
    anyPlace: ANY_PLACE.test(text),
    ...(unknownPlace && { unknownPlace }),
    aboutListings: (LISTING_WORDS.test(text) && (SEARCH_WORDS.test(text) || sort !== undefined)) || Object.keys(criteria).length > 0,
    standalone: LISTING_NOUNS.test(fair),
    superlative: sort !== undefined && SUPERLATIVE.test(text),
    facts: FACTS.filter(([, re]) => re.test(text)).map(([fact]) => fact),
    ...(forgotten.dropped && { dropped: forgotten.dropped }),
    ...(addresses.found.length > 1 && { addresses: addresses.found })
  }
}
