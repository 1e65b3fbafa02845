/**
 * "Tell me about the second one": which listing shown before a question points at. What each
 * answer showed is data of the conversation (the listing keys stored with each answer, and
 * whether it was a list), never read back from an answer's text.
 */

import type { Ordinal } from './languages/pack.ts'
import { tagWords, tokenize } from './understand/tag.ts'

/** Each ordinal's place in a list, -1 for the last. */
const PLACES: Record<Ordinal, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1 }
const THING_WORDS = ['one', 'listing', 'home', 'house', 'property', 'place', 'option', 'result', 'condo', 'apartment', 'rental', 'unit', 'townhouse', 'townhome', 'lot']
const THING = String.raw`(?:${THING_WORDS.join('|')})`
/** Words that may follow "the second" without changing what it means. */
const AFTER_ORDINAL = new Set([...THING_WORDS, 'please', 'pls', 'bitte', 'por', "s'il"])
/** Words before an ordinal that make it an order ("cheapest first", "sorted first"), not a listing. */
const ORDER_BEFORE = /est$|^sort(?:ed)?$|^order(?:ed)?$|^expensive$|^affordable$/
/** Articles (of the languages a question is read from, as they stay after translation) and "and": what may come before an ordinal that opens a question. */
const OPENING = new Set(['the', 'a', 'and', 'o', 'la', 'le', 'el', 'il', 'lo', 'l', 'der', 'die', 'das', 'y', 'e', 'et', 'und'])
/** The verbs that open a yes-or-no question before its subject (as they stay after translation): "is the second pet friendly?", "hat das erste eine Garage?" */
const ASKING_VERB = new Set(['is', 'does', 'has', 'did', 'was', 'can', 'hat', 'ist', 'hatte'])
/** Words after an ordinal that make it no listing: "the first time I rent", "the second floor", "the second bedroom", "the final price". */
const NOT_A_LISTING_AFTER = /^(?:times?|floors?|levels?|stor(?:y|ies|eys?)|bed(?:room)?s?|bath(?:room)?s?|rooms?|buyers?|things?|steps?|days?|weeks?|months?|years?|impression|prices?|costs?|offers?|payments?|deposits?|questions?|pages?)$/

/**
 * The places of the ordinals `question` says, in order, each marked `pointing` when it points at a
 * listing: "the second one", "the last listing", "the third" at the end of a clause, or the subject
 * that opens a question ("the second has a pool?", "a segunda tem piscina?"), after its verb too
 * ("is the second pet friendly?"); not "the first floor", "first-time buyers", "cheapest first"
 * or "lowest price first".
 */
function ordinalsIn(question: string): { place: number; pointing: boolean }[] {
  const tokens = tokenize(question)
  const tags = tagWords(question)
  return tags.flatMap((tag, at) => {
    if (tag.slot !== 'ordinal') return []
    // "lowest price first", "biggest first": the order of a list.
    const ordered = tags[at - 1]?.slot === 'order' && tags[at - 1]!.to === tag.from
    const after = tokens[tag.to]
    const ends = /^\s*(?:[.?!,;:]|$)/.test(question.slice(tokens[tag.to - 1]!.end))
    const subject = tokens.slice(ASKING_VERB.has(tokens[0]!.text) ? 1 : 0, tag.from)
    const opens = subject.length > 0 && subject.every((token) => OPENING.has(token.text)) && !NOT_A_LISTING_AFTER.test(after?.text ?? '')
    const named = after !== undefined && AFTER_ORDINAL.has(after.text) && /^\s+$/.test(question.slice(tokens[tag.to - 1]!.end, after.start))
    const pointing = !ordered && !ORDER_BEFORE.test(tokens[tag.from - 1]?.text ?? '') && (ends || named || opens)
    return [{ place: PLACES[tag.value], pointing }]
  })
}
/** "number 2", "no. 2", "#2", "listing 2", "option 2" */
const NUMBERED = new RegExp(String.raw`(?:\b(?:number|no\.?|nr\.?|${THING})\s*#?|#)\s*(\d{1,2})\b(?!\s*(?:bed|bath|br|ba|bd|sq|square|%|k\b))`, 'i')
/** "it", "that one", "this home": the one listing an answer showed. */
const PRONOUN = new RegExp(String.raw`\b(?:it|(?:that|this)\s+${THING})\b`, 'i')
/** A fact of one listing asked about without naming the listing: "how much is the deposit?", "what's the address?" */
const FACT = /\b(?:price|cost|costs|deposit|hoa|fees?|tax(?:es)?|size|square\s+f(?:ee|oo)t(?:age)?|sq\s*ft|year\s+built|parking|garage|bedrooms?|bathrooms?|address|availab(?:le|ility)|status|days\s+on\s+(?:the\s+)?market|photos?|pictures?|details?)\b/i

/** The key at an ordinal's position (-1: the last), if the list has one there. */
const atPosition = (keys: ShownListings['keys'], at: number) => (at === -1 ? keys.at(-1) : keys[at - 1])
/** The key of the one listing the latest answer showed, if it showed exactly one. */
export const onlyShown = ({ latest }: LastShown) => (latest?.keys.length === 1 ? latest.keys[0] : undefined)

/** "Is there a pool?", "is there an elevator?": whether the listing in view has something ("is there a home with…" names a kind: a search). */
const IS_THERE = /\bis\s+there\s+(?:a|an)\b/i
/** "Are pets allowed?", "is it furnished?", "do they allow dogs?": a yes-or-no question naming no kind of listing and asking for none ("are there any…", "do you have…"). */
const YES_NO = /^\W*(?:and\s+)?(?:is|are|does|do|has|can)\b(?!.*\b(?:there|any|anything|something|you|homes?|houses?|listings?|others?|ones|places|properties|condos|apartments|rentals)\b)/i

/**
 * The key of the one listing the latest answer showed, when a question that asks only for
 * features asks them of it: "is there a pool?", "are pets allowed?", or with a fact of it ("a
 * pool? and what is the HOA?", `factsAsked`). Undefined otherwise (a search for homes with them).
 *
 * @example
 * featuresOfShown('is there a pool and what is the HOA?', true, { latest: { first: 1, keys: ['k1'], list: false } }) // 'k1'
 */
export const featuresOfShown = (question: string, factsAsked: boolean, shown: LastShown) =>
  factsAsked || IS_THERE.test(question) || YES_NO.test(question) ? onlyShown(shown) : undefined

/** "Sort by price", "order them by size": an order for the list, never a fact of one listing. */
const ORDERING = /\b(?:sort|sorted|order|ordered|rank|ranked|arrange)\s+(?:them\s+|these\s+|those\s+|it\s+|the\s+\w+\s+)?by\b/i

/** Whether `question` asks about one listing without naming it; `searchless`: it sets no search filter of its own. */
const aboutOne = (question: string, searchless: boolean) => !ORDERING.test(question) && (PRONOUN.test(question) || (searchless && FACT.test(question)))

/** The listings one answer showed: their keys in order, and the number of its first line ("show more" numbers on from 6). */
export interface ShownListings {
  first: number
  keys: string[]
  /** a numbered list, rather than one listing's details or a comparison */
  list: boolean
}

/** What a conversation showed last: the latest list, and the latest answer that showed any listing. */
export interface LastShown {
  list?: ShownListings
  latest?: ShownListings
}

/**
 * `before` updated with what an answer that came after it showed (nothing: unchanged).
 *
 * @example
 * afterAnswer({}, { first: 1, keys: ['k1', 'k2'], list: true }) // { list: …, latest: … }
 */
export function afterAnswer(before: LastShown, shown: ShownListings | undefined): LastShown {
  if (!shown || shown.keys.length === 0) return before
  return { list: shown.list ? shown : before.list, latest: shown }
}

/**
 * The key of the listing `question` points at: by position in the latest list, or in listings
 * compared by name when no list was shown ("the first one", "number 2", "the last"; a details
 * answer or a comparison in between does not count), or by "it"
 * / "that one" when the latest answer that showed listings showed exactly one; so does a
 * `searchless` question about a listing's facts ("how much is the deposit?"). Undefined when
 * the question points at none, or at a position the list did not have.
 *
 * @example
 * const list = { first: 1, keys: ['k1', 'k2'], list: true }
 * pointedListing('Tell me about the second one', { list, latest: list }) // 'k2'
 * pointedListing('Does it have a pool?', { list, latest: { first: 1, keys: ['k2'], list: false } }) // 'k2'
 */
export function pointedListing(question: string, shown: LastShown, searchless = false): string | undefined {
  const ordinal = ordinalsIn(question).find((found) => found.pointing)
  const numbered = NUMBERED.exec(question)?.[1]
  if (ordinal || numbered) {
    // In the latest list (a comparison after it is no list), else in listings compared by name ("542 Elm St vs 1466 River Rd").
    const at = (among?: ShownListings) => among && (numbered ? among.keys[Number(numbered) - among.first] : atPosition(among.keys, ordinal!.place))
    return shown.list ? at(shown.list) : at(comparisonShown(shown))
  }
  return aboutOne(question, searchless) ? onlyShown(shown) : undefined
}

/** The latest answer when it showed listings side by side: "the second one", "which one is cheaper?" then mean them, in that order. */
export const comparisonShown = ({ latest }: LastShown) => (latest && !latest.list && latest.keys.length > 1 ? latest : undefined)

/** Whether `question` names a place in a list: "the second one", "no. 2" ("more about the second one" is no paging). */
export const namesPlace = (question: string) => NUMBERED.test(question) || ordinalsIn(question).some((found) => found.pointing)

/**
 * How many listings "it", "that one" or a `searchless` question about a listing's facts
 * could mean when the latest answer showed several (the visitor is then asked which);
 * undefined otherwise.
 *
 * @example
 * unclearListing('How many bedrooms does it have?', { latest: { first: 1, keys: ['k1', 'k2'], list: true } }) // 2
 */
export function unclearListing(question: string, shown: LastShown, searchless = false): number | undefined {
  return aboutOne(question, searchless) ? severalShown(shown) : undefined
}

/** How many listings the latest answer that showed any showed, when more than one. */
export const severalShown = ({ latest }: LastShown) => (latest && latest.keys.length > 1 ? latest.keys.length : undefined)

const COMPARE = /\b(?:compare|comparing|comparison|side\s+by\s+side|differences?|versus|vs\.?|compar[ae]r?|vergleich\w*)\b/i
/** "the first two", "top 3", and the other order of other languages ("los 2 first", "die 2 first"). */
const FIRST_FEW = /\b(?:(?:first|top)\s+(two|three|four|five|[2-5])|(two|three|four|five|[2-5])\s+first)\b/i
const FEW: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 }
/** "two" or "2" as a number. */
const countOf = (word: string) => FEW[word.toLowerCase()] ?? Number(word)

/**
 * The keys of the listings of the latest list that `question` asks to compare: "compare
 * the first two", "the first and the third side by side", "compare 1 and 3", or the whole
 * list ("compare them"); or asks about together, which a comparison answers too: "the first
 * two", "tell me about the first and the third". Undefined unless it names at least two of them.
 *
 * @example
 * comparedListings('Compare the first two', { list: { first: 1, keys: ['k1', 'k2', 'k3'], list: true } }) // ['k1', 'k2']
 */
export function comparedListings(question: string, { list }: LastShown): string[] | undefined {
  if (!list) return undefined
  const firstFew = FIRST_FEW.exec(question)
  // Any ordinal: in "compare the first and the third" each is followed by another word.
  const ordinals = ordinalsIn(question).map((found) => found.place)
  if (!COMPARE.test(question) && !firstFew && ordinals.length < 2) return undefined
  const few = firstFew?.[1] ?? firstFew?.[2]
  let picked: Array<string | undefined>
  if (few) picked = list.keys.slice(0, countOf(few))
  else {
    const numbers = [...question.matchAll(/(?:#|\b)(\d{1,2})\b/g)].map((match) => Number(match[1]) - list.first + 1)
    const positions = [...ordinals, ...numbers]
    picked = positions.length > 0 ? positions.map((at) => atPosition(list.keys, at)) : list.keys
  }
  const keys = [...new Set(picked.filter((value): value is string => value !== undefined))]
  return keys.length >= 2 ? keys : undefined
}

/** "the two cheapest", "3 biggest": a count before an order's word (after translation: "las 2 cheapest"). */
const TOP_OF_ORDER = /\b(two|three|four|five|[2-5])\s+(?:cheapest|most\s+expensive|least\s+expensive|most\s+affordable|biggest|largest|smallest|newest)\b/i

/**
 * How many listings, first in the search's order, `question` asks to compare: "compare the two
 * cheapest", "the 3 biggest side by side". Undefined otherwise.
 *
 * @example
 * comparedTop('Compare the two cheapest') // 2
 */
export function comparedTop(question: string): number | undefined {
  const count = COMPARE.test(question) ? TOP_OF_ORDER.exec(question)?.[1] : undefined
  return count ? countOf(count) : undefined
}

/** "Similar homes", "anything else near it", "others in the same area": listings like or near one shown. */
const NEAR = /\b(?:near(?:by)?|around|close\s+to|in\s+the\s+same\s+(?:area|neighbou?rhood|part\s+of\s+town|city|zip(?:\s+code)?)|in\s+the\s+area)\b/i
/** "similar", "homes like the first one", "more like it"; not "I'd like the first one". */
const SIMILAR = /\b(?:similar|comparable|(?:homes?|houses?|listings?|ones?|places?|propert(?:y|ies)|condos?|apartments?|rentals?|something|anything|more)\s+like)\b/i
/** With a nearby place: other listings are asked for, not what else is around the home. */
const OTHERS = /\b(?:others?|else|more|homes|houses|listings|properties|places|condos|apartments|rentals|anything)\b/i

/** Listings like or near one shown: its key (absent when it is unclear which), and whether of the same kind too ("similar") or only nearby. */
export interface Neighbours {
  key?: string
  sameKind: boolean
}

/**
 * The listing whose similar or nearby listings `question` asks for: "similar homes", "others
 * near the second one", "anything else in the same area?"; it is the one pointed at by its
 * place in the list, else the one listing the latest answer showed (none among several).
 * Undefined when the question asks for neither.
 *
 * @example
 * neighboursOf('Any similar homes?', { latest: { first: 1, keys: ['k1'], list: false } }) // { key: 'k1', sameKind: true }
 */
export function neighboursOf(question: string, shown: LastShown): Neighbours | undefined {
  const sameKind = SIMILAR.test(question)
  if (!sameKind && !(NEAR.test(question) && OTHERS.test(question))) return undefined
  const byPlace = ordinalsIn(question).some((found) => found.pointing) || NUMBERED.test(question)
  const key = byPlace ? pointedListing(question, shown) : onlyShown(shown)
  return { ...(key && { key }), sameKind }
}
