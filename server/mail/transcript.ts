import { phoneNumbers } from '../leads/phone-numbers.ts'
import { localTimeOfDay } from '../time/zoned.ts'
import { escapeHtml, markdownToHtml } from './markdown-html.ts'

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

/** The visitor's rating of an answer, such as `Visitor rated this answer thumbs down: "too short"`; empty without one. */
function rating(message: TranscriptMessage): string {
  if (!message.feedback) return ''
  const comment = message.feedback_comment ? `: "${mailLines(message.feedback_comment, '').replace(/\s+/g, ' ')}"` : ''
  return `Visitor rated this answer thumbs ${message.feedback > 0 ? 'up' : 'down'}${comment}`
}

/** The visitor's rating of an answer as a line of its own; empty without one. */
function feedbackNote(message: TranscriptMessage, indent: string): string {
  const note = rating(message)
  return note && `\n${indent}    (${note})`
}

/** Who wrote a message, at what local time, and what came with it: `[10:00] Visitor (image attached)`. */
function heading(message: TranscriptMessage, timeZone: string): string {
  const attachment = message.ask_type && message.ask_type !== 'Text' ? ` (${message.ask_type.toLowerCase()} attached)` : ''
  return `[${localTimeOfDay(new Date(message.created_at), timeZone)}] ${speaker[message.role]}${attachment}`
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
      const content = mailLines(message.content || '(no text)', `${indent}    `)
      return `${indent}${heading(message, timeZone)}: ${content}${feedbackNote(message, indent)}`
    })
    .join('\n')
}

/**
 * Text a visitor wrote as HTML that shows it as written, line breaks kept.
 *
 * @example
 * plainHtml('<b>hi</b>\nthere') // '&lt;b&gt;hi&lt;/b&gt;<br>there'
 */
export const plainHtml = (text: string) => escapeHtml(mailLines(text, '')).replace(/\n/g, '<br>')

/**
 * A conversation as the HTML part of a mail: the chatbot's answers rendered from their
 * markdown (lists, bold, links), the visitor's messages as the text they typed.
 *
 * @example
 * transcriptHtml([{ role: 'assistant', content: '**Yes**', ask_type: 'Text', created_at: '2026-03-10T01:00:00Z' }], 'Asia/Tokyo')
 * // '<div …><p …><b>[10:00] Chatbot</b></p><p><strong>Yes</strong></p>\n</div>'
 */
export function transcriptHtml(messages: TranscriptMessage[], timeZone: string): string {
  return messages
    .map((message) => {
      const content = !message.content ? '<p>(no text)</p>' : message.role === 'assistant' ? markdownToHtml(message.content) : `<p>${plainHtml(message.content)}</p>`
      const note = rating(message)
      return `<div style="margin:0 0 12px"><p style="margin:0;color:#555"><b>${escapeHtml(heading(message, timeZone))}</b></p>${content}${note ? `<p style="margin:0;color:#555"><i>${escapeHtml(note)}</i></p>` : ''}</div>`
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
