/**
 * What the built-in assistant reads and writes in one language for a qualified lead and a
 * showing request (server/leads): a field of each LanguagePack, kept apart from its search words.
 * Every pattern is matched against the visitor's message with its accents folded ("é" read as
 * "e"), so a pattern is written without accents; all but `area` ignore case.
 */
export interface LeadPack {
  read: LeadReading
  /** the five questions and the one for a contact, each a whole sentence */
  questions: Record<LeadQuestion, string>
  /** the paragraph under an answer that asks them, with "share only what you like" */
  ask: (questions: string[]) => string
  /** the first reply to a showing request: the listing, and which days and times suit them */
  showingAsk: (address: string, mls: string) => string
  /** the times were passed on: the listing and the visitor's times, quoted */
  showingPassed: (address: string, mls: string, times: string) => string
  /** after showingPassed: an agent confirms at this contact */
  showingContact: (contact: string) => string
  /** after showingPassed when no contact is known: an agent confirms, and where can they reach you? */
  showingNoContact: string
}

/** The fields a qualified lead asks for, and the visitor's contact. */
export type LeadQuestion = 'intent' | 'budget' | 'timeline' | 'area' | 'preApproved' | 'contact'

/** The patterns that read a visitor's message for a lead (accents folded; see LeadPack). */
export interface LeadReading {
  /** asks to see a home: "schedule a showing", "agendar una visita" (the card's own sentence included) */
  showing: RegExp
  /** asks for a person: "talk to an agent" */
  person: RegExp
  sell: RegExp
  rent: RegExp
  buy: RegExp
  /** regex source of the words right before a budget's amount: "up to", "presupuesto de" */
  budget: string
  /** a timeline, kept in the visitor's words: "within 3 months", "en 3 meses" */
  timeline: RegExp
  /** an area: group 1 is the place, capitalised; matched with case (the message's first letter lowered) */
  area: RegExp
  preApproved: RegExp
  notPreApproved: RegExp
  /** words that never start a place ("the", "MLS", month names are added) */
  notAPlace: RegExp
  /** days and times as people write them: "Saturday", "tomorrow", "morning", "5 pm", "17 h" */
  times: RegExp
  /** regex sources of the words that place a preferred time (weekday names come from Intl): each read as a start time */
  when: {
    today: string
    tomorrow: string
    morning: string
    afternoon: string
    evening: string
    /** the words between two options: "or", "o", "oder" */
    or: string
    /** the words before a bare hour that make it a time: "at", "after", "a las" */
    at: string
  }
}
