import { AMOUNT, parseMoney } from '../ai/builtin/amounts.ts'

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

const SELL = /\b(?:sell(?:ing)?|list(?:ing)?) (?:my|our) (?:home|house|condo|apartment|place|property|townhouse)\b|\b(?:want|looking|plan(?:ning)?|need|hoping|like) to sell\b/i
const RENT = /\b(?:want|looking|plan(?:ning)?|need|hoping|like) to (?:rent|lease)\b|\bfor rent\b|\brentals?\b|\brenting\b/i
const BUY = /\b(?:want|looking|plan(?:ning)?|need|hoping|like|ready) to (?:buy|purchase)\b|\bbuying\b|\bfirst[- ]time (?:home )?buyer\b|\bfor sale\b/i
const BUDGET = new RegExp(String.raw`\b(?:budget(?: is| of)?|afford|spend|up to|under|below|max(?:imum)?(?: of)?|no more than|pre-?approved (?:for|up to))\s*(?:about|around|roughly)?\s*(${AMOUNT})`, 'i')
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter)'
const TIMELINE = new RegExp(String.raw`\b(?:asap|as soon as possible|right away|immediately|this (?:week|month|year|${MONTH})|next (?:week|month|year|${MONTH})|(?:in|within) (?:the next )?(?:\d{1,2}|a|one|two|three|four|six|a few|a couple of) (?:weeks?|months?|years?)|by (?:the end of )?(?:${MONTH}|next year|the end of the year)|in ${MONTH})\b`, 'i')
const AREA = /\b(?:looking|live|living|move|moving|relocat\w*|buy|rent|homes?|houses?|condos?|apartments?|area|neighbou?rhood)\b[^.?!\n]{0,30}?\b(?:in|around|near|to)\s+((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u
const NOT_PRE_APPROVED = /\b(?:not (?:yet |been )?pre-?approved|no pre-?approval|haven'?t been pre-?approved|need (?:a |to get )?pre-?approv\w*)\b/i
const PRE_APPROVED = /\b(?:(?:am|are|'m|'re|got|been|i'm|we're) pre-?approved|have (?:a |our |my )?pre-?approval)\b/i
const NOT_A_PLACE = new RegExp(`^(?:${MONTH}|the|a|my|our|I|MLS)\\b`, 'i')

/**
 * The qualification facts a visitor's message states in plain English: intent (buy, rent,
 * sell), a budget ("budget of $500k", "up to 2,500"), a timeline ("within 3 months", "next
 * spring"), an area ("homes in Austin") and pre-approval. Nothing is guessed: a fact the
 * message does not state is absent.
 *
 * @example
 * qualificationFacts('We are pre-approved up to $650k and want to buy in Round Rock within 3 months')
 * // { intent: 'buy', budget: 650000, timeline: 'within 3 months', area: 'Round Rock', preApproved: true }
 */
export function qualificationFacts(text: string): QualificationFacts {
  const facts: QualificationFacts = {}
  const intent = SELL.test(text) ? 'sell' : BUY.test(text) ? 'buy' : RENT.test(text) ? 'rent' : undefined
  if (intent) facts.intent = intent
  const budget = BUDGET.exec(text)
  const amount = budget && parseMoney(budget[1]!, text.slice(budget.index + budget[0].length))
  if (amount) facts.budget = amount
  const timeline = TIMELINE.exec(text)?.[0]
  if (timeline) facts.timeline = timeline.toLowerCase()
  const area = AREA.exec(text)?.[1]
  if (area && !NOT_A_PLACE.test(area)) facts.area = area
  if (NOT_PRE_APPROVED.test(text)) facts.preApproved = false
  else if (PRE_APPROVED.test(text)) facts.preApproved = true
  return facts
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
