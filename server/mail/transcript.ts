import { phoneNumbers } from '../leads/phone-numbers.ts'
import { localTimeOfDay } from '../time/zoned.ts'

/** The fields of a stored message a transcript shows. */
export interface TranscriptMessage {
  role: 'user' | 'assistant'
  content: string
  ask_type: string
  created_at: string
  /** the visitor's rating of an answer: 1 up, -1 down, 0 or absent none */
  feedback?: number
  feedback_comment?: string
}

/** The visitor's rating of an answer as a line of its own; empty without one. */
function feedbackNote(message: TranscriptMessage, indent: string): string {
  if (!message.feedback) return ''
  const comment = message.feedback_comment ? `: "${mailLines(message.feedback_comment, '').replace(/\s+/g, ' ')}"` : ''
  return `\n${indent}    (Visitor rated this answer thumbs ${message.feedback > 0 ? 'up' : 'down'}${comment})`
}

const speaker = { user: 'Visitor', assistant: 'Chatbot' } as const

/** Every way text can break a line: CR LF, CR, LF, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g
/** Control characters other than tab and line breaks: nothing a reader of the mail should get. */
const CONTROL = /(?![\t\n])\p{Cc}/gu

/** Text a visitor wrote as lines of a plain-text mail: line breaks of every kind become `\n` and are indented by `continuation`, other control characters are dropped. */
const mailLines = (text: string, continuation: string) => text.replace(LINE_BREAK, '\n').replace(CONTROL, '').replace(/\n/g, `\n${continuation}`)

/**
 * A conversation as plain text, one message a paragraph, times in the chatbot's time zone.
 * Continuation lines are indented so a message the visitor wrote over several lines stays
 * visibly one message.
 *
 * @example
 * formatTranscript([{ role: 'user', content: 'Hi', ask_type: 'Text', created_at: '2026-03-10T01:00:00Z' }], 'Asia/Tokyo')
 * // '[10:00] Visitor: Hi'
 */
export function formatTranscript(messages: TranscriptMessage[], timeZone: string, indent = ''): string {
  return messages
    .map((message) => {
      const attachment = message.ask_type && message.ask_type !== 'Text' ? ` (${message.ask_type.toLowerCase()} attached)` : ''
      const content = mailLines(message.content || '(no text)', `${indent}    `)
      return `${indent}[${localTimeOfDay(new Date(message.created_at), timeZone)}] ${speaker[message.role]}${attachment}: ${content}${feedbackNote(message, indent)}`
    })
    .join('\n')
}

/**
 * A stored E.164 number the way people read it, such as "+1 415 555 2671".
 *
 * @example
 * readablePhone('+14155552671') // '+1 415 555 2671'
 */
export function readablePhone(e164: string): string {
  try {
    return phoneNumbers().parsePhoneNumber(e164).formatInternational()
  } catch {
    return e164
  }
}

/**
 * A local date written out for people.
 *
 * @example
 * longDate('2026-03-10') // 'Tuesday, March 10, 2026'
 */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
