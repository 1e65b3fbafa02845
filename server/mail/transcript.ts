import { phoneNumbers } from '../leads/phone-numbers.ts'
import { localTimeOfDay } from '../time/zoned.ts'

/** The fields of a stored message a transcript shows. */
export interface TranscriptMessage {
  role: 'user' | 'assistant'
  content: string
  ask_type: string
  created_at: string
}

const speaker = { user: 'Visitor', assistant: 'Chatbot' } as const

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
      const content = (message.content || '(no text)').replace(/\r\n?/g, '\n').replace(/\n/g, `\n${indent}    `)
      return `${indent}[${localTimeOfDay(new Date(message.created_at), timeZone)}] ${speaker[message.role]}${attachment}: ${content}`
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
