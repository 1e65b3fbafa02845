import { AMOUNT, parseMoney } from '../ai/builtin/amounts.ts'
import { localAmounts, type Lang } from '../ai/builtin/language.ts'
import { LANGS, PACKS } from '../ai/builtin/languages/index.ts'

/** What the visitor means to do. */
export type Intent = 'buy' | 'rent' | 'sell'
export const INTENTS: readonly Intent[] = ['buy', 'rent', 'sell']

/** What a visitor told about what they want: a qualified lead's fields beside its contact. */
export interface Qualification {
  intent: Intent | ''
  /** the most they mean to spend (monthly for rent); null when not known */
  budget: number | null
  /** when they mean to move, in their words ("within 3 months"); empty when not known */
  timeline: string
  /** where they look ("Austin"); empty when not known */
  area: string
  /** pre-approved for a mortgage; null when not known */
  preApproved: boolean | null
  /** the MLS numbers they asked about, each with how many of their messages named it */
  listingsAsked: Record<string, number>
}

/** The facts one message or one save_lead call gives; absent ones stay as they were. */
export type QualificationFacts = Partial<Omit<Qualification, 'listingsAsked'>>

export const NO_QUALIFICATION: Qualification = { intent: '', budget: null, timeline: '', area: '', preApproved: null, listingsAsked: {} }

/** Longest timeline and area kept, in characters. */
export const MAX_FACT_LENGTH = 100

/** Each language's budget pattern: its words before an amount, then the amount (group 1). */
const BUDGET = new Map(LANGS.map((lang) => [lang, new RegExp(`${PACKS[lang].leads.read.budget}(?:[€£]\\s?)?(${AMOUNT})`, 'i')]))
/** Each language's area pattern, with the indices of its groups (the place is cut from the message as written). */
const AREA = new Map(LANGS.map((lang) => {
  const area = PACKS[lang].leads.read.area
  return [lang, new RegExp(area.source, `${area.flags}d`)]
}))

/**
 * The message with its accents folded letter by letter, "é" as "e", so that it keeps its
 * length: a match in it is cut from the message as written.
 */
export const foldAccents = (text: string) => text.replace(/[^\0-\x7f]/g, (letter) => letter.normalize('NFD')[0]!)

/** The facts `text` states in one language's words. */
function factsIn(text: string, folded: string, lang: Lang): QualificationFacts {
  const read = PACKS[lang].leads.read
  const facts: QualificationFacts = {}
  const intent = read.sell.test(folded) ? 'sell' : read.buy.test(folded) ? 'buy' : read.rent.test(folded) ? 'rent' : undefined
  if (intent) facts.intent = intent
  const amounts = localAmounts(folded, lang)
  const budget = BUDGET.get(lang)!.exec(amounts)
  const amount = budget && parseMoney(budget[1]!, amounts.slice(budget.index + budget[0].length))
  if (amount) facts.budget = amount
  const timeline = read.timeline.exec(folded)
  if (timeline) facts.timeline = text.slice(timeline.index, timeline.index + timeline[0].length).toLowerCase()
  // Case tells a place from a word: only the message's first letter is lowered, as it starts a sentence.
  const [from, to] = AREA.get(lang)!.exec(folded.charAt(0).toLowerCase() + folded.slice(1))?.indices?.[1] ?? [0, 0]
  const area = text.slice(from, to)
  if (area && !read.notAPlace.test(foldAccents(area))) facts.area = area
  if (read.notPreApproved.test(folded)) facts.preApproved = false
  else if (read.preApproved.test(folded)) facts.preApproved = true
  return facts
}

/**
 * The qualification facts a visitor's message states, in English or in `lang`, one of the
 * built-in assistant's languages: intent (buy, rent, sell), a budget ("budget of $500k", "hasta
 * 450.000 €"), a timeline ("within 3 months", "en 3 meses", kept as written), an area ("homes
 * in Austin") and pre-approval. Nothing is guessed: a fact the message does not state is absent.
 *
 * @example
 * qualificationFacts('We are pre-approved up to $650k and want to buy in Round Rock within 3 months')
 * // { intent: 'buy', budget: 650000, timeline: 'within 3 months', area: 'Round Rock', preApproved: true }
 * qualificationFacts('Queremos comprar en Málaga en 6 meses, hasta 450.000 €', 'es')
 * // { intent: 'buy', budget: 450000, timeline: 'en 6 meses', area: 'Málaga' }
 */
export function qualificationFacts(text: string, lang: Lang = 'en'): QualificationFacts {
  const folded = foldAccents(text)
  const english = factsIn(text, folded, 'en')
  return lang === 'en' ? english : { ...english, ...factsIn(text, folded, lang) }
}

/**
 * The fields a qualified lead still lacks, in the order the assistant asks for them
 * (pre-approval only matters to a buyer, or while the intent is not known).
 */
export function missingFields(known: Qualification): Array<'intent' | 'budget' | 'timeline' | 'area' | 'preApproved'> {
  const missing: Array<'intent' | 'budget' | 'timeline' | 'area' | 'preApproved'> = []
  if (!known.intent) missing.push('intent')
  if (known.budget === null && known.intent !== 'sell') missing.push('budget')
  if (!known.timeline) missing.push('timeline')
  if (!known.area) missing.push('area')
  if (known.preApproved === null && (known.intent === 'buy' || !known.intent)) missing.push('preApproved')
  return missing
}

/** `known` with `facts` written over it (a fact given again replaces the earlier one). */
export function withFacts(known: Qualification, facts: QualificationFacts): Qualification {
  const defined = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined && value !== '')) as QualificationFacts
  return { ...known, ...defined }
}
