import { askedFeatures } from '../../../listings/concepts.ts'
import type { KeywordGroup } from '../../../store/full-text.ts'
import type { Lang } from '../languages/index.ts'
import type { ListingCriteria } from '../../../store/listing-search.ts'

/** Conditions of earlier turns a question takes back. */
export interface Dropped {
  keys: (keyof ListingCriteria)[]
  keywords: KeywordGroup[]
}

const PRICE: (keyof ListingCriteria)[] = ['minPrice', 'maxPrice', 'maxPricePerArea']

/** What a taken-back word names, by the criteria it set; features are read by the concept vocabulary. */
const TARGETS: [RegExp, (keyof ListingCriteria)[]][] = [
  [/\b(?:price|prices|budget|cost|costs|price\s+range|max(?:imum)?|limit|money)\b/i, PRICE],
  [/\b(?:bed(?:room)?s?|rooms?)\b/i, ['bedrooms', 'minBedrooms', 'maxBedrooms']],
  [/\bbath(?:room)?s?\b/i, ['bathrooms', 'minBathrooms', 'maxBathrooms']],
  [/\b(?:city|cities|location|area|place|neighbou?rhood|town|zip(?:\s+code)?|state)\b/i, ['city', 'cities', 'state', 'zip']],
  [/\b(?:type|kind|style|condos?|houses?|apartments?|townhouses?|townhomes?)\b/i, ['propertyType', 'propertyTypes', 'withoutPropertyType', 'spaceType']],
  [/\b(?:size|square\s+f(?:ee|oo)t(?:age)?|sq\s*ft)\b/i, ['minArea', 'maxArea']],
  [/\b(?:lot|lots|land|acreage)\b/i, ['minLotArea', 'maxLotArea']],
  [/\b(?:year|age|new\s+construction)\b/i, ['minYearBuilt', 'maxYearBuilt']],
  [/\b(?:parking|garage)\b/i, ['minParking']],
  [/\bhoa\b/i, ['maxHoa']]
]

/** The criteria that words taken back name ("the budget": the price limits). */
const keysNamed = (words: string) => TARGETS.filter(([re]) => re.test(words)).flatMap(([, keys]) => keys)

/** "forget the pool", "never mind the budget", "drop the garage", "I don't need a yard"; what is named runs to a clause's end. */
const FORGET = /\b(?:forget(?:\s+about)?|never\s*mind|nvm|drop|remove|ignore|skip|scratch|get\s+rid\s+of|take\s+(?:off|out|away)|leave\s+out|(?:let'?s\s+)?(?:not|don'?t|do\s+not)\s+worry\s+about|no\s+need\s+for|(?:i\s+)?don'?t\s+(?:need|care\s+about)|(?:i\s+)?do\s+not\s+(?:need|care\s+about))\s+(?:the\s+|a\s+|an\s+|my\s+|that\s+)?([^,.;!?]{1,40}?)(?=\s*(?:[,.;!?]|$)|\s+(?:but|which|what|show|then|just|instead)\b)/gi
/**
 * "the pool isn't important", "bedrooms don't matter", "price no longer matters", "a garage is optional",
 * "el precio no importa" (read as "el price never mind"): up to three words before them name what is taken back.
 */
const NOT_NEEDED = new RegExp(String.raw`((?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+)\s+(?:(?:doesn'?t|does\s+not|don'?t|do\s+not|isn'?t|is\s+not|aren'?t|are\s+not)\s+(?:really\s+)?(?:matter|important|needed|necessary|required|essential|a\s+must)|no\s+longer\s+matters?|(?:is|are)\s+optional|not\s+(?:needed|necessary|important|required)|never\s*mind(?=\s*(?:[,.;!?]|$)))\b`, 'giu')
/** The words that name a kind of condition rather than a value ("type", not "condos"), as "any …" and "… doesn't matter" take them. */
const KIND = String.raw`(?:price|budget|type|kind|style|size|city|location|area|neighbou?rhood|year|age|number\s+of\s+(?:bed(?:room)?s|bath(?:room)?s|rooms))`
/** "any price", "any type is fine", "size doesn't matter", "no budget": the condition of that kind taken back. */
const ANY_KIND = new RegExp(String.raw`\b(?:any|whatever)\s+(${KIND})\b|\b(${KIND})\s+(?:doesn'?t|does\s+not|is\s+no|don'?t)\s+(?:matter|object)\b|\bno\s+(?:budget|price\s+(?:limit|cap)|(?:limit|cap)\s+on\s+(?:the\s+)?price)\b`, 'gi')
/** What a visitor counts: "how many bedrooms". */
const COUNTED = String.raw`(?:bed(?:room)?s|bath(?:room)?s|rooms|parking\s+(?:spots|spaces))`
/**
 * "doesn't matter how many bedrooms", "I don't care what the price is", "not picky about the size",
 * "I'm flexible on price": the condition named after the words that wave it away.
 */
const NO_MATTER = new RegExp(String.raw`\b(?:(?:it\s+)?(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:really\s+)?(?:matter|care)|not\s+(?:important|picky|fussy|fussed)|(?:i'?m\s+|i\s+am\s+)?flexible\s+(?:on|about|with))\s+(?:about\s+)?(?:how\s+(?:many|much)\s+|what\s+|which\s+)?(?:the\s+)?(${KIND}|${COUNTED})\b`, 'gi')

/**
 * The conditions `text` (written in `lang`) takes back, and `text` with those words blanked so they are not read
 * again as wishes ("forget the pool" asks for no pool search). Undefined `dropped` when none.
 *
 * @example
 * forgets('actually, forget the pool').dropped // { keys: [], keywords: [['pool', 'swimming pool']] }
 * forgets('never mind the budget, the biggest?').dropped // { keys: ['minPrice', 'maxPrice', 'maxPricePerArea'], keywords: [] }
 * forgets("doesn't matter how many bedrooms").dropped // { keys: ['bedrooms', 'minBedrooms'], keywords: [] }
 */
export function forgets(text: string, lang: Lang = 'en'): { dropped?: Dropped; rest: string } {
  const dropped: Dropped = { keys: [], keywords: [] }
  const blank = (match: string) => ' '.repeat(match.length)
  let rest = text.replace(ANY_KIND, (match, kind?: string, kindFirst?: string) => {
    const named = kind ?? kindFirst
    dropped.keys.push(...(named ? keysNamed(named) : PRICE))
    return blank(match)
  })
  rest = rest.replace(NO_MATTER, (match, named: string) => {
    dropped.keys.push(...keysNamed(named))
    return blank(match)
  })
  const takeBack = (match: string, target: string) => {
    const keys = keysNamed(target)
    const { keywords } = askedFeatures(target, lang)
    if (keys.length === 0 && keywords.length === 0) return match
    dropped.keys.push(...keys)
    dropped.keywords.push(...keywords)
    return blank(match)
  }
  rest = rest.replace(FORGET, takeBack).replace(NOT_NEEDED, takeBack)
  return dropped.keys.length || dropped.keywords.length ? { dropped, rest } : { rest }
}
